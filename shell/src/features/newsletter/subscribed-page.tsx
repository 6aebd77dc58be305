import { Link } from '@rdj/router';

/** `/subscribed`: where a sign-up sent without JavaScript lands (docs/pages.md, forms). */
export function SubscribedPage() {
  return (
    <section className="container shell-message-page">
      <div className="card stack shell-message-card">
        <h1>Thanks for subscribing!</h1>
        <p>New remote design jobs will come to your inbox.</p>
        <p>
          <Link to="/" className="btn btn-primary">
            Back to Home
          </Link>
        </p>
      </div>
    </section>
  );
}
