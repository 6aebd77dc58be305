import type { AlertStats } from '@rdj/shared';
import { LoadFailed } from '../../../components/load-failed';
import { useAlertStats } from '../hooks/use-alert-stats';
import { AlertCategoriesTable, AlertFailuresTable } from './alert-tables';

const count = (n: number) => n.toLocaleString('en-US');

/** The dashboard's Job alerts card: who gets alerts, what went out today, and which alerts paused and why. */
export function AlertsCard() {
  const { state, reload } = useAlertStats();
  return (
    <section className="card stack" aria-labelledby="admin-alerts-heading">
      <h3 id="admin-alerts-heading">Job alerts</h3>
      {state.status === 'loading' && <p className="muted">Loading job alerts...</p>}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' && <AlertsSummary stats={state.data} />}
    </section>
  );
}

function AlertsSummary({ stats }: { stats: AlertStats }) {
  const confirmed = stats.categories.reduce((sum, row) => sum + row.confirmed, 0);
  const totals = [
    { name: 'Confirmed alerts', value: confirmed },
    { name: 'Waiting for confirmation', value: stats.pending },
    { name: 'Mails sent today (UTC)', value: stats.sentToday },
  ];
  return (
    <>
      <dl className="admin-fields">
        {totals.map((total) => (
          <div key={total.name}>
            <dt>{total.name}</dt>
            <dd>{count(total.value)}</dd>
          </div>
        ))}
      </dl>
      <h4>Per category</h4>
      {stats.categories.length === 0 ? (
        <p className="muted">No confirmed alerts yet</p>
      ) : (
        <AlertCategoriesTable categories={stats.categories} />
      )}
      <h4>Failures</h4>
      {stats.failures.length === 0 ? (
        <p className="muted">No failures</p>
      ) : (
        <AlertFailuresTable failures={stats.failures} />
      )}
    </>
  );
}
