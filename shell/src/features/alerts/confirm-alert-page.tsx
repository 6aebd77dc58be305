import { alertPaths } from '@rdj/shared';
import { useFormState } from '../forms/form-state';
import { AlertCard, AlertSummary, InvalidAlertLink } from './alert-card';
import { alertPageOf, invalidLinkMessage } from './alert-values';

/**
 * `/alerts/confirm?token=…`, the confirmation mail's link. Opening it changes nothing (mail scanners open every
 * link, docs/alerts.md): the button posts the token, and the gateway confirms then.
 */
export function ConfirmAlertPage() {
  const page = alertPageOf(useFormState());
  const invalid = invalidLinkMessage(page);
  if (invalid) return <InvalidAlertLink message={invalid} />;
  return (
    <AlertCard title="Confirm your job alert">
      <AlertSummary values={page.values} />
      <form method="post" action={alertPaths.confirm}>
        <input type="hidden" name="token" value={page.values.token} />
        <button type="submit" className="btn btn-primary">
          Confirm alert
        </button>
      </form>
    </AlertCard>
  );
}
