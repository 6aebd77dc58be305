import './report-form.css';
import { jobReportDetailsMax, jobReportReasons, type FormState, type JobReportWidget } from '@rdj/shared';

/** What a page knows of its report form (docs/pages.md#reporting-a-job). */
export interface ReportState {
  /** Turnstile's widget, or null when none is configured (or it could not be asked): the form works without it. */
  widget: JobReportWidget | null;
  /** What a refused report sent, and why it was refused. */
  form: FormState | null;
  /** The report was sent: the page came back with `?report=sent`. */
  sent: boolean;
}

/**
 * A report of a job, a plain form posted to `action` with or without JavaScript: a reason, optional details, and the
 * Turnstile widget when configured (its script fills the token field; without it the report is still taken,
 * unverified). Once sent, the thanks in its place. A posting's page folds it under "Report this job"; a provider
 * job's report page shows it open.
 */
export function ReportForm({ action, report }: { action: string; report: ReportState }) {
  const { widget, form, sent } = report;
  const values = form?.values ?? {};
  const errors = form?.errors ?? {};
  return (
    <>
      {sent ? (
        <p role="status" className="alert alert-success">
          Thank you. Your report was sent to our team, who will review this job.
        </p>
      ) : (
        <form method="post" action={action} className="jobs-report-form">
          {errors.form ? (
            <p role="alert" className="alert alert-error">
              {errors.form}
            </p>
          ) : null}
          <fieldset aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
            <legend>Why are you reporting this job?</legend>
            {jobReportReasons.map((reason) => (
              <label key={reason.value}>
                <input type="radio" name="reason" value={reason.value} required defaultChecked={values.reason === reason.value} /> {reason.label}
              </label>
            ))}
            {errors.reason ? (
              <p id="report-reason-error" className="field-error">
                {errors.reason}
              </p>
            ) : null}
          </fieldset>
          <label htmlFor="report-details">Details (optional)</label>
          <textarea
            id="report-details"
            name="details"
            rows={3}
            maxLength={jobReportDetailsMax}
            defaultValue={values.details ?? ''}
            aria-describedby={errors.details ? 'report-details-error' : undefined}
          />
          {errors.details ? (
            <p id="report-details-error" className="field-error">
              {errors.details}
            </p>
          ) : null}
          {widget ? (
            <>
              <script src={widget.scriptUrl} async defer />
              <div className="cf-turnstile" data-sitekey={widget.siteKey} />
            </>
          ) : null}
          <button type="submit" className="btn btn-secondary">
            Send report
          </button>
        </form>
      )}
    </>
  );
}
