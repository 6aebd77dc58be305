import { subscribedPath, subscribePath } from '@rdj/shared';
import { api } from '@rdj/shared/client';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@rdj/router';
import { useFormState } from '../forms/form-state';
import { BotTrap, emailField } from '../forms/form-parts';

const failed = 'Failed to subscribe. Please try again.';

/**
 * `/subscribe`: the newsletter's form as a page. The bar's form posts here when JavaScript has not run, and the edge
 * renders this page again with the address and the message when it is refused (docs/pages.md, forms). Hydrated, it
 * sends the same fields to the API and moves to the same confirmation.
 */
export function SubscribePage() {
  const sent = useFormState();
  const navigate = useNavigate();
  const [email, setEmail] = useState(sent?.values.email ?? '');
  const [error, setError] = useState<string | null>(sent?.errors.email ?? sent?.errors.form ?? null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const botField = String(new FormData(event.currentTarget).get('botField') ?? '');
    const { newsletterInput } = await import('./newsletter-schema');
    const checked = newsletterInput.safeParse({ email, botField });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? failed);
    setBusy(true);
    try {
      await api('/api/newsletter', { method: 'POST', json: checked.data });
      navigate(subscribedPath);
    } catch {
      setError(failed);
      setBusy(false);
    }
  };

  return (
    <section className="container shell-message-page">
      <form className="card stack shell-message-card" method="post" action={subscribePath} onSubmit={onSubmit} noValidate>
        <h1>Get new remote design jobs in your inbox.</h1>
        <p className="muted">Once a week. We send you a link to confirm your address first.</p>
        <label htmlFor="subscribe-email">Email address</label>
        <input
          id="subscribe-email"
          {...emailField}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'subscribe-email-error' : undefined}
        />
        {error && (
          <p id="subscribe-email-error" className="field-error" role="alert">
            {error}
          </p>
        )}
        <BotTrap id="subscribe-bot-field" />
        <p>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Subscribing...' : 'Subscribe'}
          </button>
        </p>
      </form>
    </section>
  );
}
