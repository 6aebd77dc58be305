import { newsletterResetMs, subscribePath } from '@rdj/shared';
import { api } from '@rdj/shared/client';
import { inPlaceAttribute } from '@rdj/shared/islands';
import { useEffect, useState, type FormEvent } from 'react';
import { BotTrap, emailField } from '../forms/form-parts';

type Status = 'idle' | 'loading' | 'success' | 'error';

/**
 * Fixed ids, not `useId`: the edge renders the form inside the whole page and the browser hydrates it on a root of its
 * own (docs/pages.md#islands), so ids made from the place in the tree would differ. A page has one bar.
 */
const ids = { email: 'shell-newsletter-email', trap: 'shell-newsletter-bot-field' };

const messages: Partial<Record<Status, string>> = {
  success: 'Thanks for subscribing! Check your inbox to confirm.',
  error: 'Failed to subscribe. Please try again.',
};

/** The colour of a message: only the answers have one (newsletter-bar.css). */
const tones: Partial<Record<Status, string>> = { success: 'shell-newsletter-success', error: 'shell-newsletter-error' };

/**
 * The newsletter bar's sign-up (docs/alerts.md): a weekly alert for all new remote design jobs, which the address
 * confirms from the mail it receives. An island: without JavaScript the browser posts the form to the edge
 * (docs/pages.md, forms); hydrated on the visitor's first touch it answers in place.
 */
export function NewsletterForm() {
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = setTimeout(() => setStatus('idle'), newsletterResetMs);
    return () => clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setStatus('loading');
    try {
      await api('/api/newsletter', {
        method: 'POST',
        json: { email: String(data.get('email') ?? ''), botField: String(data.get('botField') ?? '') },
      });
      form.reset();
      setStatus('success');
    } catch {
      setStatus('error');
    }
  };

  return (
    <>
      <form className="shell-newsletter-form" method="post" action={subscribePath} onSubmit={onSubmit} {...{ [inPlaceAttribute]: '' }}>
        <label htmlFor={ids.email} className="visually-hidden">
          Email address
        </label>
        <input id={ids.email} {...emailField} />
        <BotTrap id={ids.trap} />
        <button type="submit" className="btn btn-primary" disabled={status === 'loading'}>
          {status === 'loading' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
      <p className={`shell-newsletter-message ${tones[status] ?? ''}`.trim()} role="status">
        {messages[status]}
      </p>
    </>
  );
}
