import type { SitemapStatus } from '@rdj/shared';
import { LoadFailed } from '../../../components/load-failed';
import { useSitemapStatus } from '../hooks/use-sitemap-status';
import { SitemapUpload } from './sitemap-upload';

const served: Record<SitemapStatus['source'], string> = {
  generated: 'the last generated sitemap',
  uploaded: 'an uploaded file',
  live: 'a sitemap built on each request',
};

function ServedNow({ sitemap }: { sitemap: SitemapStatus }) {
  const urls = sitemap.urls === null ? '' : ` (${sitemap.urls.toLocaleString('en-US')} URLs)`;
  const when = sitemap.updatedAt ? `, updated ${new Date(sitemap.updatedAt).toLocaleString('en-US')}` : '';
  return (
    <>
      <p>
        <strong>{sitemap.includedPages}</strong> of the site pages will be included in the next sitemap.
      </p>
      <p className="muted">
        /sitemap.xml serves {served[sitemap.source]}
        {urls}
        {when}.
      </p>
    </>
  );
}

/** The Manage Sitemap modal's content: what is served, Generate New Sitemap, and an XML upload. */
export function SitemapManager() {
  const { state, reload, setSitemap, generating, result, generate } = useSitemapStatus();
  const failed = result?.includes('Error');
  return (
    <div className="stack">
      {state.status === 'loading' && <p className="muted">Loading...</p>}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' && <ServedNow sitemap={state.data} />}
      <div className="admin-actions">
        <button type="button" className="btn btn-primary" disabled={generating} onClick={() => void generate()}>
          {generating ? 'Generating...' : 'Generate New Sitemap'}
        </button>
      </div>
      {result && (
        <p role={failed ? 'alert' : 'status'} className={`alert ${failed ? 'alert-error' : 'alert-success'}`}>
          {result}
        </p>
      )}
      <SitemapUpload onUploaded={setSitemap} />
    </div>
  );
}
