import type { SitemapStatus } from '@rdj/shared';
import { useId } from 'react';
import { useSitemapUpload } from '../hooks/use-sitemap-upload';

/** Upload an XML sitemap: checked in the browser first, its first lines previewed as text, then sent as it is. */
export function SitemapUpload({ onUploaded }: { onUploaded: (sitemap: SitemapStatus) => void }) {
  const { state, choose, upload } = useSitemapUpload(onUploaded);
  const id = useId();
  const hasFile = state.status === 'ready' || state.status === 'uploading' || state.status === 'failed';
  return (
    <section className="stack" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Upload a sitemap</h3>
      <div className="field">
        <label htmlFor={id}>Sitemap file (.xml, at most 5 MB)</label>
        <input
          id={id}
          className="input"
          type="file"
          accept=".xml,application/xml,text/xml"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </div>
      {state.status === 'refused' && (
        <p role="alert" className="alert alert-error">
          {state.message}
        </p>
      )}
      {hasFile && (
        <>
          <p className="muted">Preview of {state.file.name}</p>
          <pre className="admin-seo-code admin-seo-preview" aria-label="Sitemap preview">
            {state.preview}
          </pre>
          <div className="admin-actions">
            <button type="button" className="btn btn-primary" disabled={state.status === 'uploading'} onClick={() => void upload()}>
              {state.status === 'uploading' ? 'Uploading...' : 'Upload Sitemap'}
            </button>
          </div>
          {state.status === 'uploading' && <progress aria-label="Uploading sitemap" />}
        </>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="alert alert-error">
          {state.message}
        </p>
      )}
      {state.status === 'done' && (
        <p role="status" className="alert alert-success">
          {state.message}
        </p>
      )}
    </section>
  );
}
