import { newsletterCloseBackField, newsletterClosedCookieText, newsletterClosePath, newsletterResetMs, subscribePath } from '@rdj/shared';
import { api } from '@rdj/shared/client';
import { useEffect, useState, type FormEvent } from 'react';
import { BotTrap, emailField } from '../forms/form-parts';

type Status = 'idle' | 'loading' | 'success' | 'error';

/**
 * Fixed ids, not `useId`: the edge renders the bar inside the whole page and the browser hydrates it on a root of its
 * own (docs/pages.md#islands), so ids made from the place in the tree would differ. A page has one bar.
 */
const ids = { title: 'shell-newsletter-title', email: 'shell-newsletter-email', trap: 'shell-newsletter-bot-field' };

const messages: Partial<Record<Status, string>> = {
  success: 'Thanks for subscribing! Check your inbox to confirm.',
  error: 'Failed to subscribe. Please try again.',
};

/**
 * The sign-up bar at the bottom of every page: a weekly alert for all new remote design jobs, which the address
 * confirms from the mail it receives (docs/alerts.md). An island (docs/pages.md#islands): its forms work as HTML,
 * and hydrated on the visitor's first touch it answers in place. `back` is the page (path and query) its × returns
 * to without JavaScript. A visitor who closed it never gets it again: the edge leaves it out of the page (the
 * layout is told by the cookie its × sets), so it never shows and then goes.
 */
export function NewsletterBar({ back }: { back: string }) {
  const [closed, setClosed] = useState(false);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = setTimeout(() => setStatus('idle'), newsletterResetMs);
    return () => clearTimeout(timer);
  }, [status]);

  if (closed) return null;

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

  // With JavaScript the bar closes in place and the browser sets the cookie the edge would have set.
  const close = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    document.cookie = newsletterClosedCookieText(window.location.href);
    setClosed(true);
  };

  return (
    <aside className="shell-newsletter" aria-labelledby={ids.title}>
      <div className="container shell-newsletter-inner">
        <p id={ids.title} className="shell-newsletter-title">
          Get new remote design jobs in your inbox.
        </p>
        {/* Without JavaScript the browser posts the form to the edge (docs/pages.md, forms). */}
        <form className="shell-newsletter-form" method="post" action={subscribePath} onSubmit={onSubmit}>
          <label htmlFor={ids.email} className="visually-hidden">
            Email address
          </label>
          <input id={ids.email} {...emailField} />
          <BotTrap id={ids.trap} />
          <button type="submit" className="btn btn-primary" disabled={status === 'loading'}>
            {status === 'loading' ? 'Subscribing...' : 'Subscribe'}
          </button>
        </form>
        <p className={`shell-newsletter-message shell-newsletter-${status}`} role="status">
          {messages[status]}
        </p>
        {/* Without JavaScript, or before it runs, × posts to the edge, which remembers it and sends the page back. */}
        <form className="shell-newsletter-close-form" method="post" action={newsletterClosePath} onSubmit={close}>
          <input type="hidden" name={newsletterCloseBackField} value={back} />
          <button type="submit" className="shell-newsletter-close" aria-label="Close newsletter">
            ×
          </button>
        </form>
      </div>
    </aside>
  );
}
