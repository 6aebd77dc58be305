import { subscribePath } from '@rdj/shared';
import { useFormState } from '../forms/form-state';
import { BotTrap, emailField } from '../forms/form-parts';

/**
 * `/subscribe`: the newsletter's form as a page, plain HTML (docs/pages.md, forms): it posts to the edge, which
 * answers 303 to `/subscribed`, or renders this page again with the address and the message when it refuses it. The
 * bar's form posts here too. `noValidate`: the edge's check, with the shared schema's words, is the only one.
 */
export function SubscribePage() {
  const sent = useFormState();
  const error = sent?.errors.email ?? sent?.errors.form ?? null;

  return (
    <section className="container shell-message-page">
      <form className="card stack shell-message-card" method="post" action={subscribePath} noValidate>
        <h1>Get new remote design jobs in your inbox.</h1>
        <p className="muted">Once a week. We send you a link to confirm your address first.</p>
        <label htmlFor="subscribe-email">Email address</label>
        <input
          id="subscribe-email"
          {...emailField}
          defaultValue={sent?.values.email ?? ''}
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
          <button type="submit" className="btn btn-primary">
            Subscribe
          </button>
        </p>
      </form>
    </section>
  );
}
