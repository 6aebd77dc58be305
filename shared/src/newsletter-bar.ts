import { cookieIsSecure, cookieValue } from './cookies';

/**
 * The newsletter bar's × (docs/pages.md#layout): a form that posts here without JavaScript. The edge sets the
 * cookie below and answers 303 back to the page, which it then renders without the bar; with JavaScript the browser
 * sets the same cookie and hides the bar in place.
 */
export const newsletterClosePath = '/newsletter/close';

/** The form's hidden field: the page (path and query) to go back to. */
export const newsletterCloseBackField = 'back';

/**
 * The first-party cookie that remembers the closed bar: no personal data, only `1` (named on /privacy). Not HttpOnly:
 * the browser reads it to hydrate the page as the edge rendered it.
 */
export const newsletterClosedCookie = 'rdj_newsletter_closed';

/** How long the bar stays closed (docs/limits.md): a year, renewed by closing it again. */
const newsletterClosedDays = 365;

/** The cookie as a Set-Cookie value, or as `document.cookie` takes it, for a page at `url`. */
export function newsletterClosedCookieText(url: string): string {
  const secure = cookieIsSecure(url) ? '; Secure' : '';
  return `${newsletterClosedCookie}=1; Path=/; Max-Age=${newsletterClosedDays * 86_400}; SameSite=Lax${secure}`;
}

/** Whether the visitor closed the bar, from a Cookie header or `document.cookie`. */
export function newsletterWasClosed(cookies: string | null | undefined): boolean {
  return cookieValue(cookies ?? '', newsletterClosedCookie) === '1';
}
