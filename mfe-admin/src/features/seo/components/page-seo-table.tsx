import type { PageSeoRow as Row } from '@rdj/shared';
import { useCallback } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { useResource } from '../../../hooks/use-resource';
import { fetchPageSeoRows } from '../api/seo-pages';
import { PageSeoRow } from './page-seo-row';

/** The older page_seo listing, ordered by path; every field edit is saved at once. */
export function PageSeoTable() {
  const load = useCallback((signal: AbortSignal) => fetchPageSeoRows(signal), []);
  const { state, reload, updateData } = useResource(load);
  const onSaved = useCallback((saved: Row) => updateData((rows) => rows.map((r) => (r.id === saved.id ? saved : r))), [updateData]);
  return (
    <section className="stack" aria-labelledby="admin-page-seo-heading">
      <h2 id="admin-page-seo-heading">Page SEO (older listing)</h2>
      {state.status === 'loading' && <p className="muted">Loading the older listing...</p>}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' && state.data.length === 0 && <p className="muted">No pages in the older listing.</p>}
      {state.status === 'ready' && state.data.length > 0 && (
        <div className="admin-seo-scroll">
          <table className="admin-table admin-seo-table">
            <caption className="visually-hidden">Page SEO (older listing)</caption>
            <thead>
              <tr>
                <th scope="col">Path</th>
                <th scope="col">Title</th>
                <th scope="col">Description</th>
                <th scope="col">Keywords</th>
                <th scope="col">In sitemap</th>
                <th scope="col">
                  <span className="visually-hidden">Save status</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((row) => (
                <PageSeoRow key={row.id} row={row} onSaved={onSaved} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
