import { describe, expect, it } from 'vitest';
import { call, origin } from '../../test/support/call';

function send(path: string, init: RequestInit = {}, base = origin): Promise<Response> {
  return call(`${base}${path}`, { redirect: 'manual', ...init });
}

/** One request per kind of answer the worker gives. */
const answers: [string, () => Promise<Response>][] = [
  ['a page', () => send('/about')],
  ['the not-found page', () => send('/no-such-page')],
  ['an API answer', () => send('/api/health')],
  ['an API validation error', () => send('/api/seo')],
  ['an API 401', () => send('/api/admin/page-views')],
  ['a cross-site refusal', () => send('/api/newsletter', { method: 'POST', headers: { Origin: 'https://evil.example' } })],
  ['an unknown API route', () => send('/api/nope')],
  ['a POST to a page', () => send('/about', { method: 'POST' })],
  ['a static file', () => send('/favicon.svg')],
  ['a missing static file', () => send('/assets/missing-chunk.js')],
  ['a remote entry redirect', () => send('/mfe/jobs/remoteEntry.js')],
  ['a page the remote failed to render', () => send('/?fault=throw')],
  ['robots.txt', () => send('/robots.txt')],
  ['sitemap.xml', () => send('/sitemap.xml')],
];

function cspDirectives(res: Response): Map<string, string> {
  const csp = res.headers.get('Content-Security-Policy') ?? '';
  return new Map(csp.split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/);
    return [name, values.join(' ')];
  }));
}

describe('security headers on every answer', () => {
  it.each(answers)('%s carries nosniff, a CSP without inline script, refused framing and a strict referrer policy', async (_, request) => {
    const res = await request();
    await res.body?.cancel();
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const csp = cspDirectives(res);
    expect(csp.get('script-src')).toBe("'self' 'inline-speculation-rules'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
  });

  it('allows the Turnstile widget’s origin to run its script and frame, and no inline script, once a site key is set', async () => {
    const res = await call('/about', { env: { TURNSTILE_SITE_KEY: 'site-key', TURNSTILE_SCRIPT_URL: 'https://challenges.example/turnstile/v0/api.js' } });
    await res.body?.cancel();
    const csp = cspDirectives(res);
    expect(csp.get('script-src')).toBe("'self' 'inline-speculation-rules' https://challenges.example");
    expect(csp.get('frame-src')).toBe("'self' https://challenges.example");
  });

  it('adds HSTS to answers served over https', async () => {
    const res = await send('/about', {}, 'https://remotedesignjobs.test');
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no HSTS over plain http, where browsers ignore it and a local host must not be pinned', async () => {
    const res = await send('/about');
    expect(res.headers.has('Strict-Transport-Security')).toBe(false);
  });
});
