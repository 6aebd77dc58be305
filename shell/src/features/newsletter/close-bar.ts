import { newsletterClosedCookieText } from '@rdj/shared';
import type { ScriptIsland } from '@rdj/shared/islands';

/** The bar the × closes: the one `<aside>` around it, which the edge rendered and no framework owns. */
const newsletterBarSelector = '.shell-newsletter';

/**
 * The ×'s whole answer, without React (docs/pages.md#islands): the browser sets the cookie the edge would have set
 * and hides the bar, in the task of the click itself, so even a reload at once finds the bar closed.
 */
export const closeBar: ScriptIsland = {
  start(element) {
    element.addEventListener('submit', (event) => {
      event.preventDefault();
      document.cookie = newsletterClosedCookieText(window.location.href);
      const bar = element.closest<HTMLElement>(newsletterBarSelector);
      if (bar) bar.hidden = true;
    });
  },
};
