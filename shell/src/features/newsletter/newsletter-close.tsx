import { newsletterCloseBackField, newsletterClosePath } from '@rdj/shared';
import { inPlaceAttribute } from '@rdj/shared/islands';

/**
 * The newsletter bar's ×: a form that posts to the edge, which remembers the choice in a cookie and sends `back` (the
 * page, path and query) again without the bar. It works before and without any script; in the browser a script
 * island answers it in place (close-bar.ts).
 */
export function NewsletterClose({ back }: { back: string }) {
  return (
    <form className="shell-newsletter-close-form" method="post" action={newsletterClosePath} {...{ [inPlaceAttribute]: '' }}>
      <input type="hidden" name={newsletterCloseBackField} value={back} />
      <button type="submit" className="shell-newsletter-close" aria-label="Close newsletter">
        ×
      </button>
    </form>
  );
}
