import { reportJobHref, type ReportableJob } from '@rdj/shared';
import { LoadFailed } from '../../../components/page-message';
import { ReportForm, type ReportState } from '../../../components/report-form';

/**
 * `/report-job?job=<id>`: the report form of a job without a page of its own on the board, a provider job, reached
 * from its card's "Report" link (docs/pages.md#reporting-a-job). Rendered whole at the edge; its one script is the
 * form's Turnstile island. `job` is null when it could not be loaded, or once the report was sent: the thanks need
 * no job.
 */
export function ReportJobPage({ id, job, report, href }: { id: string; job: ReportableJob | null; report: ReportState; href: string }) {
  return (
    <section className="container jobs-section">
      <div className="card stack">
        <h1>Report this job</h1>
        {report.sent ? (
          <ReportForm action={reportJobHref(id)} report={report} />
        ) : job ? (
          <>
            <p>
              <strong>{job.title}</strong>
              {job.company ? ` at ${job.company}` : null}
            </p>
            <ReportForm action={reportJobHref(id)} report={report} />
          </>
        ) : (
          <LoadFailed message="Failed to load the job" href={href} />
        )}
      </div>
    </section>
  );
}
