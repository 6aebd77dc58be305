import type { PageSeoRow as Row } from '@rdj/shared';
import { useCallback } from 'react';
import { AdminTable } from '../../../components/admin-table';
import { LoadFailed } from '../../../components/load-failed';
import { useResource } from '@rdj/shared/loading';
import { fetchPageSeoRows } from '../api/seo-pages';
import { PageSeoRow } from './page-seo-row';

const columns = ['Path', 'Title', 'Description', 'Keywords', 'In sitemap', { hidden: 'Save status' }];

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
          <AdminTable caption="Page SEO (older listing)" columns={columns} className="admin-seo-table">
            {state.data.map((row) => (
              <PageSeoRow key={row.id} row={row} onSaved={onSaved} />
            ))}
          </AdminTable>
        </div>
      )}
    </section>
  );
}
