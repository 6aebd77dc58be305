import './report-form.css';
import { jobReportDetailsMax, jobReportReasons, type FormState, type JobReportWidget } from '@rdj/shared';
import { Island, inPlaceAttribute } from '@rdj/shared/islands';

/** What a page knows of its report form (docs/pages.md#reporting-a-job). */
export interface ReportState {
  /** Turnstile's widget, or null when none is configured (or it could not be asked): the form works without it. */
  widget: JobReportWidget | null;
  /** What a refused report sent, and why it was refused. */
  form: FormState | null;
  /** The report was sent: the page came back with `?report=sent`. */
  sent: boolean;
}

/** What the form renders from: plain data, also the `jobs:turnstile` island's props. */
export interface ReportFieldsProps extends FormState {
  action: string;
  widget: JobReportWidget | null;
}

/**
 * A report of a job, a plain form posted to `action` with or without JavaScript: a reason, optional details, and the
 * Turnstile widget when configured (docs/pages.md#reporting-a-job). With the widget the form is the `jobs:turnstile`
 * island (turnstile.ts), started once it is in view: it loads Turnstile, which fills the token field, and holds a
 * report sent before the token; without JavaScript the report is still taken, unverified. Once sent, the thanks in
 * its place. A posting's page folds it under "Report this job"; a provider job's report page shows it open.
 */
export function ReportForm({ action, report }: { action: string; report: ReportState }) {
  const { widget, form, sent } = report;
  if (sent) {
    return (
      <p role="status" className="alert alert-success">
        Thank you. Your report was sent to our team, who will review this job.
      </p>
    );
  }
  const props: ReportFieldsProps = { action, widget, values: form?.values ?? {}, errors: form?.errors ?? {} };
  return widget ? <Island name="jobs:turnstile" when="visible" component={ReportFields} props={props} /> : <ReportFields {...props} />;
}

/** The form itself; with Turnstile, its submit is held (in place) until the island has started. */
function ReportFields({ action, widget, values, errors }: ReportFieldsProps) {
  return (
    <form method="post" action={action} className="jobs-report-form" {...(widget ? { [inPlaceAttribute]: '' } : {})}>
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
      {/* Where Turnstile's widget renders, its place kept (report-form.css). */}
      {widget ? <div className="jobs-report-turnstile" /> : null}
      <button type="submit" className="btn btn-secondary">
        Send report
      </button>
    </form>
  );
}
