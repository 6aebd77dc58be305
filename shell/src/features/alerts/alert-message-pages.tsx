import { alertPaths } from '@rdj/shared';
import { MessagePage } from '../pages/message-page';

/** `/alerts/sent`: after a sign-up, with or without JavaScript. The same for any address (docs/alerts.md). */
export function AlertSentPage() {
  return (
    <MessagePage title="Check your inbox">
      <p>We sent you a link to confirm your job alert.</p>
      <p>Nothing is sent until you confirm. The link works for 7 days.</p>
    </MessagePage>
  );
}

/** `/alerts/confirmed`: where the confirm button's post lands. */
export function AlertConfirmedPage() {
  return (
    <MessagePage title="Job alert confirmed">
      <p>New jobs that match your search will come to your inbox.</p>
      <p>Every email has a link to change the alert or unsubscribe.</p>
    </MessagePage>
  );
}

/** `/alerts/unsubscribed`: where the unsubscribe button's post lands. */
export function AlertUnsubscribedPage() {
  return (
    <MessagePage title="You are unsubscribed">
      <p>This alert will send you no more emails.</p>
      <p>
        <a href={alertPaths.new}>Set up a new alert</a>
      </p>
    </MessagePage>
  );
}
