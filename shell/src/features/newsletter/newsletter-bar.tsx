import { newsletterResetMs, subscribePath } from '@rdj/shared';
import { api } from '@rdj/shared/client';
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { BotTrap, emailField } from '../forms/form-parts';
import { rememberClosed, wasClosed } from './closed-flag';

type Status = 'idle' | 'loading' | 'success' | 'error';

const messages: Partial<Record<Status, string>> = {
  success: 'Thanks for subscribing! Check your inbox to confirm.',
  error: 'Failed to subscribe. Please try again.',
};

const noSubscription = () => () => undefined;

/**
 * The sign-up bar at the bottom of every page: a weekly alert for all new remote design jobs, which the address
 * confirms from the mail it receives (docs/alerts.md).
 */
export function NewsletterBar() {
  // The edge cannot know whether this visitor closed it: it renders the bar (part of the first paint, so the page's
  // largest paint does not wait for the code), and the browser removes it after hydration if it was closed before.
  const closedBefore = useSyncExternalStore(noSubscription, wasClosed, () => false);
  const [closed, setClosed] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const emailId = useId();
  const trapId = useId();

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = setTimeout(() => setStatus('idle'), newsletterResetMs);
    return () => clearTimeout(timer);
  }, [status]);

  if (closed || closedBefore) return null;

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

  const close = () => {
    rememberClosed();
    setClosed(true);
  };

  return (
    <aside className="shell-newsletter" aria-labelledby={`${emailId}-title`}>
      <div className="container shell-newsletter-inner">
        <p id={`${emailId}-title`} className="shell-newsletter-title">
          Get new remote design jobs in your inbox.
        </p>
        {/* Without JavaScript the browser posts the form to the edge (docs/pages.md, forms). */}
        <form className="shell-newsletter-form" method="post" action={subscribePath} onSubmit={onSubmit}>
          <label htmlFor={emailId} className="visually-hidden">
            Email address
          </label>
          <input id={emailId} {...emailField} />
          <BotTrap id={trapId} />
          <button type="submit" className="btn btn-primary" disabled={status === 'loading'}>
            {status === 'loading' ? 'Subscribing...' : 'Subscribe'}
          </button>
        </form>
        <p className={`shell-newsletter-message shell-newsletter-${status}`} role="status">
          {messages[status]}
        </p>
        <button type="button" className="shell-newsletter-close" aria-label="Close newsletter" onClick={close}>
          ×
        </button>
      </div>
    </aside>
  );
}
