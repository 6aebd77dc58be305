import { formatDate, ingestDeadLetterDays, providerFailingWarnMinutes, providerLongFailing, type IndexStatus } from '@rdj/shared';
import { LoadFailed } from '../../../components/load-failed';
import { useIndexStatus } from '../hooks/use-index-status';

/** "Nov 28, 2026 09:16 UTC". */
function timeText(value: string): string {
  return `${formatDate(value, 'UTC')} ${value.slice(11, 16)} UTC`;
}

/**
 * The dashboard's Job index card (docs/job-index.md#freshness): the open jobs the board lists, when the provider's
 * jobs were last taken in, a warning once every ingest run has failed for an hour or more, and one for the ingest
 * messages that failed every try this week (the dead-letter queue).
 */
export function JobIndexCard() {
  const { state, reload } = useIndexStatus();
  return (
    <section className="card stack" aria-labelledby="admin-job-index-heading">
      <h3 id="admin-job-index-heading">Job index</h3>
      {state.status === 'loading' && <p className="muted">Loading the job index...</p>}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' && <IndexSummary status={state.data} />}
    </section>
  );
}

function IndexSummary({ status }: { status: IndexStatus }) {
  return (
    <>
      {providerLongFailing(status) && (
        <p role="alert" className="alert alert-error">
          The job provider has failed every ingest run since {timeText(status.failingSince!)} (over {providerFailingWarnMinutes} minutes).
          The lists still show the jobs {status.refreshedAt ? `as of ${timeText(status.refreshedAt)}` : 'they had'}.
        </p>
      )}
      {status.lastDeadLetter && (
        <p role="alert" className="alert alert-error">
          {status.deadLetters === 1 ? '1 ingest message' : `${status.deadLetters} ingest messages`} failed every try in the last{' '}
          {ingestDeadLetterDays} days, the last at {timeText(status.lastDeadLetter.at)}: {status.lastDeadLetter.what}. A page that failed ends its
          run, and the next run starts at the next cron.
        </p>
      )}
      <dl className="admin-fields">
        {status.jobs !== null && (
          <div>
            <dt>Open jobs</dt>
            <dd>{status.jobs.toLocaleString('en-US')}</dd>
          </div>
        )}
        <div>
          <dt>Last refreshed</dt>
          <dd>{status.refreshedAt ? timeText(status.refreshedAt) : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Ingest</dt>
          <dd>{status.running ? 'Running now' : 'Idle'}</dd>
        </div>
      </dl>
    </>
  );
}
