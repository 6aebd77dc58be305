import { Island } from '@rdj/shared/islands';
import { NewsletterClose } from './newsletter-close';
import { NewsletterForm } from './newsletter-form';

/**
 * The sign-up bar at the bottom of every page (docs/alerts.md). The bar itself is HTML the edge renders; its form and
 * its × are islands (docs/pages.md#islands): the form hydrates on the visitor's first touch, and the × is a few lines
 * of script that need no framework. `back` is the page (path and query) the × returns to without JavaScript. A
 * visitor who closed it never gets it again: the edge leaves it out of the page (the layout is told by the cookie its
 * × sets), so it never shows and then goes.
 */
export function NewsletterBar({ back }: { back: string }) {
  return (
    <aside className="shell-newsletter" aria-labelledby="shell-newsletter-title">
      <div className="container shell-newsletter-inner">
        <p id="shell-newsletter-title" className="shell-newsletter-title">
          Get new remote design jobs in your inbox.
        </p>
        <Island name="shell:newsletter-form" when="interaction" component={NewsletterForm} props={{}} />
        <Island name="shell:newsletter-close" when="load" component={NewsletterClose} props={{ back }} />
      </div>
    </aside>
  );
}
