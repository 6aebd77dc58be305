import { MessagePage } from '../pages/message-page';

/** `/subscribed`: where a sign-up sent without JavaScript lands (docs/pages.md, forms). */
export function SubscribedPage() {
  return (
    <MessagePage title="Thanks for subscribing!">
      <p>New remote design jobs will come to your inbox.</p>
    </MessagePage>
  );
}
