import { Link } from '@rdj/router';

export function ThankYouPage() {
  return (
    <section className="container shell-message-page">
      <div className="card stack shell-message-card">
        <h1>Thank You!</h1>
        <p>A team member is going to reach out to you shortly!</p>
        <p>
          <Link to="/" className="btn btn-primary">
            Back to Home
          </Link>
        </p>
      </div>
    </section>
  );
}
