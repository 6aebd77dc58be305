import { AdminTable } from '../../../components/admin-table';
import { usePageViews } from '../hooks/use-page-views';

const days = 30;
/** The dashboard is a glance (a table whose rows carry a bar chart): the full list belongs to a report page, not here. */
const topPathCount = 10;
const columns = ['Page', 'Views', { hidden: 'Chart' }];

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
  const most = Math.max(...totals.map((row) => row.views));
  return (
    <>
      <p>
        <strong>{total.toLocaleString('en-US')}</strong> views since {since}
      </p>
      <AdminTable caption="Most viewed pages" columns={columns}>
        {totals.slice(0, topPathCount).map((row) => (
          <tr key={row.path}>
            <td>{row.path}</td>
            <td>{row.views.toLocaleString('en-US')}</td>
            <td className="admin-bar-cell">
              <ViewsBar path={row.path} views={row.views} most={most} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/** A horizontal bar as long as the path's share of the most viewed path's views; named for screen readers. */
function ViewsBar({ path, views, most }: { path: string; views: number; most: number }) {
  const percent = most > 0 ? Math.max(1, Math.round((views / most) * 100)) : 0;
  return (
    <span
      role="img"
      className="admin-bar"
      aria-label={`${path}: ${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'}`}
      style={{ inlineSize: `${percent}%` }}
    />
  );
}
