import { alertPaths } from '@rdj/shared';
import { useFormState } from '../forms/form-state';
import { AlertCard, AlertSummary, InvalidAlertLink } from './alert-card';
import { AlertSearchFields } from './alert-search-fields';
import { alertPageOf, invalidLinkMessage, searchDefaultsOf } from './alert-values';
import { UnsubscribeForm } from './unsubscribe-alert-page';

/**
 * `/alerts/manage?token=…`, linked from every alert mail: the alert's frequency and search, saved by a plain post
 * (the gateway answers 303 back here with `saved`, or this page again with the messages), and the way out.
 */
export function ManageAlertPage() {
  const page = alertPageOf(useFormState());
  const invalid = invalidLinkMessage(page);
  if (invalid) return <InvalidAlertLink message={invalid} />;
  const { values, errors } = page;
  return (
    <AlertCard title="Manage your job alert">
      {values.summary && <AlertSummary values={values} />}
      {values.status === 'paused' && (
        <p className="alert">
          {values.pausedReason ? `This alert is paused: ${values.pausedReason}.` : 'This alert is paused.'} Saving it turns it back
          on.
        </p>
      )}
      <form className="stack" method="post" action={alertPaths.manage} aria-label="Alert settings">
        <input type="hidden" name="token" value={values.token} />
        <AlertSearchFields defaults={searchDefaultsOf(values)} errors={errors} />
        {errors.form && (
          <p className="alert alert-error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="shell-alert-actions">
          <button type="submit" className="btn btn-primary">
            Save
          </button>
          <p className="shell-alert-saved" role="status">
            {values.saved === '1' ? 'Saved.' : ''}
          </p>
        </div>
      </form>
      <section className="stack shell-alert-leave" aria-labelledby="alert-leave-heading">
        <h2 id="alert-leave-heading">Stop this alert</h2>
        <p>Unsubscribe, and this alert sends you no more emails.</p>
        <UnsubscribeForm token={values.token} />
      </section>
    </AlertCard>
  );
}
