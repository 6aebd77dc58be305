import type { Context, Next } from 'hono';
import { secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';

/**
 * The Turnstile widget's origin while the report form shows it (TURNSTILE_SITE_KEY and TURNSTILE_SCRIPT_URL set,
 * docs/pages.md#reporting-a-job): its script runs, and its challenge frame loads, from there. Empty otherwise.
 */
const turnstileOrigin: ContentSecurityPolicyOptionHandler = (c) => {
  const env = c.env as Partial<Env> | undefined;
  if (!env?.TURNSTILE_SITE_KEY || !env.TURNSTILE_SCRIPT_URL) return '';
  return URL.canParse(env.TURNSTILE_SCRIPT_URL) ? new URL(env.TURNSTILE_SCRIPT_URL).origin : '';
};

/**
 * What the site's pages may load: only its own scripts and the Turnstile widget's (no inline script, no eval: structured data travels in a
 * non-executable `application/ld+json` script, and the speculation rules in a `speculationrules` one), styles, images and API calls, and no page may frame it. Inline
 * style attributes stay allowed: React and the editors set them and they cannot run code.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  // Inline speculation rules are JSON the browser never runs (html/speculation.ts); inline script stays refused.
  scriptSrc: ["'self'", "'inline-speculation-rules'", turnstileOrigin],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Images cannot run code: a post may show one from any https address, and the editor previews a chosen file (blob:).
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", turnstileOrigin],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const headers = secureHeaders({
  contentSecurityPolicy,
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Set below, only over https: on plain http it would be ignored, and it must never pin a local http host.
  strictTransportSecurity: false,
});

const hsts = 'max-age=31536000; includeSubDomains';

/**
 * The headers a careful site sends, on every answer (pages, assets, API errors, redirects): nosniff, the CSP above,
 * framing refused, a strict referrer policy, and HSTS when the request came over https.
 *
 * @example
 * app.use('*', securityHeaders)
 */
export async function securityHeaders(c: Context, next: Next): Promise<void> {
  await headers(c, async () => {
    await next();
    // A response straight from a binding (static assets) has immutable headers; take a copy that can be changed.
    c.res = new Response(c.res.body, c.res);
  });
  if (new URL(c.req.url).protocol === 'https:') c.res.headers.set('Strict-Transport-Security', hsts);
}
