import '../posting.css';
import type { BoardPosting } from '@rdj/shared';
import { LoadFailed } from '../../../components/page-message';
import { PostingDetails } from './posting-details';
import { ReportForm, type ReportState } from '../../../components/report-form';

/**
 * `/jobs/{id}`: the public page of an approved posting, open or ended (docs/postings.md#lifecycle: an ended one says
 * it no longer takes applications), rendered whole at the edge. The edge already sent its head, and its JobPosting
 * data while it is open. `posting` is null when it could not be loaded. An open posting ends with its "Report this
 * job" form, folded (docs/pages.md#reporting-a-job): its Turnstile island, the page's one script, starts only once
 * the fold is opened.
 */
export function PostingPage({ id, posting, report, href }: { id: string; posting: BoardPosting | null; report: ReportState; href: string }) {
  return (
    <section className="container jobs-section">
      {posting ? <PostingDetails posting={posting} /> : <LoadFailed message="Failed to load the job" href={href} />}
      {posting?.open || report.sent ? (
        <details className="jobs-report" open={report.sent || report.form !== null}>
          <summary>Report this job</summary>
          <ReportForm action={`/jobs/${encodeURIComponent(id)}/report`} report={report} />
        </details>
      ) : null}
    </section>
  );
}
