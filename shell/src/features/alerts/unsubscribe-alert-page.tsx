import { useFormState } from '../forms/form-state';
import { AlertCard, AlertSummary, InvalidAlertLink } from './alert-card';
import { alertPageOf, invalidLinkMessage, unsubscribeAction } from './alert-values';

/** `/alerts/unsubscribe?token=…`, the mails' unsubscribe link: a button, since opening the link must do nothing. */
export function UnsubscribeAlertPage() {
  const page = alertPageOf(useFormState());
  const invalid = invalidLinkMessage(page);
  if (invalid) return <InvalidAlertLink message={invalid} />;
  return (
    <AlertCard title="Unsubscribe from this job alert">
      <AlertSummary values={page.values} />
      <UnsubscribeForm token={page.values.token} primary />
    </AlertCard>
  );
}

/** The unsubscribe button: it posts to the page's address with the token (also a field), as one-click does. */
export function UnsubscribeForm({ token, primary = false }: { token: string; primary?: boolean }) {
  return (
    <form method="post" action={unsubscribeAction(token)}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={`btn ${primary ? 'btn-primary' : 'btn-secondary'}`}>
        Unsubscribe
      </button>
    </form>
  );
}
