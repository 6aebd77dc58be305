/**
 * The only URLs the redirect page follows: absolute http(s) with a host. `javascript:`, `data:`, protocol-relative
 * (`//evil.test`), relative and malformed values give null, and the page says the link leads nowhere.
 */
export function safeRedirectUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The interstitial between View Job and the job's own page (docs/pages.md#the-redirect-page). */
export const redirectPagePath = '/redirect';

/** A redirect signature: the HMAC-SHA256 of the url, base64url without padding (32 bytes, 43 characters). */
export const redirectSignaturePattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Where View Job goes: the interstitial, the job link URL-encoded in `url` and the worker's signature of that link
 * in `sig`. Without a signature (the worker has no key) the redirect page only shows the link.
 *
 * @example redirectHref('https://jobs.example/1', sig) // '/redirect?url=https%3A%2F%2Fjobs.example%2F1&sig=…'
 */
export function redirectHref(link: string, sig: string | null): string {
  const href = `${redirectPagePath}?url=${encodeURIComponent(link)}`;
  return sig ? `${href}&sig=${encodeURIComponent(sig)}` : href;
}

/** What the redirect page makes of its query string. */
export interface RedirectTarget {
  /** The `url` parameter exactly as given: what a signature covers. */
  url: string;
  /** Where it leads, normalised: the address to show and to follow. */
  href: string;
  /** The `sig` parameter when it has a signature's form, else null: the link is unsigned. */
  sig: string | null;
}

/**
 * The redirect page's target, or null when `url` is missing or not an absolute http(s) URL. The edge sends an address
 * without a url home before any page renders; one whose url leads nowhere gets the page that says so.
 */
export function redirectTarget(query: URLSearchParams): RedirectTarget | null {
  const url = query.get('url');
  const href = safeRedirectUrl(url);
  if (!url || !href) return null;
  const sig = query.get('sig');
  return { url, href, sig: sig && redirectSignaturePattern.test(sig) ? sig : null };
}

/** The redirect page counts 3, 2, 1 and then navigates (docs/limits.md#timing). */
export const redirectDelaySeconds = 3;
