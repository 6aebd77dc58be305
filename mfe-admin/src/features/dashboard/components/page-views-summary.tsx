import { usePageViews } from '../hooks/use-page-views';

const days = 30;
/** The dashboard is a glance: the full list belongs to a report page, not here. */
const topPathCount = 10;

export function PageViewsSummary() {
  const state = usePageViews(days);
  return (
    <section className="card stack admin-page-views" aria-labelledby="admin-page-views-heading">
      <h3 id="admin-page-views-heading">Page views, last {days} days</h3>
      {state.status === 'loading' && <p className="muted">Loading page views...</p>}
      {state.status === 'failed' && (
        <p role="alert" className="alert alert-error">
          Page views could not be loaded right now. Please try again later.
        </p>
      )}
      {state.status === 'ready' && <PageViewsTable since={state.data.since} totals={state.data.totals} />}
    </section>
  );
}

function PageViewsTable({ since, totals }: { since: string; totals: { path: string; views: number }[] }) {
  if (totals.length === 0) return <p className="muted">No page views recorded since {since}.</p>;
  const total = totals.reduce((sum, row) => sum + row.views, 0);
  return (
    <>
      <p>
        <strong>{total.toLocaleString('en-US')}</strong> views since {since}
      </p>
      <table className="admin-table">
        <caption className="visually-hidden">Most viewed pages</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {totals.slice(0, topPathCount).map((row) => (
            <tr key={row.path}>
              <td>{row.path}</td>
              <td>{row.views.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
