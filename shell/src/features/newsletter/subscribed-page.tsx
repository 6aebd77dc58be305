import { MessagePage } from '../pages/message-page';

/**
 * `/subscribed`: where a sign-up lands, with or without JavaScript (docs/pages.md, forms). The subscription is a weekly
 * alert that waits for the address to confirm (docs/alerts.md): nothing is sent before.
 */
export function SubscribedPage() {
  return (
    <MessagePage title="Thanks for subscribing!">
      <p>Check your inbox to confirm: we sent you a link.</p>
      <p>Once you confirm, a weekly mail of new remote design jobs comes to your inbox.</p>
    </MessagePage>
  );
}
