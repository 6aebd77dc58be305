/**
 * The only URLs the redirect page follows: absolute http(s) with a host. `javascript:`, `data:`, protocol-relative
 * (`//evil.test`), relative and malformed values give null, and the page goes home instead.
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

/** Where a card's View Job goes: the interstitial, with the job link URL-encoded in `url`. */
export function redirectHref(link: string): string {
  return `/redirect?url=${encodeURIComponent(link)}`;
}

/** Spec §9: the redirect page counts 3, 2, 1 and then navigates. */
export const redirectDelaySeconds = 3;
