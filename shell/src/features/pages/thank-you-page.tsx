import { MessagePage } from './message-page';

export function ThankYouPage() {
  return (
    <MessagePage title="Thank You!">
      <p>A team member is going to reach out to you shortly!</p>
    </MessagePage>
  );
}
