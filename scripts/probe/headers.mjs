/** The security headers, checked on one answer of every kind the platform gives. */
import { remoteFilePath } from '../lib/releases.mjs';

const kinds = [
  ['page', 'GET', '/'],
  ['category page', 'GET', '/remote-graphic-design-jobs'],
  ['not-found page', 'GET', '/no-such-page'],
  ['admin page', 'GET', '/admin/login'],
  ['API answer', 'GET', '/api/health'],
  ['API 400', 'GET', '/api/seo'],
  ['API 401', 'GET', '/api/admin/postings'],
  ['API 403', 'POST', '/api/newsletter', { Origin: 'https://evil.example' }],
  ['API 404', 'GET', '/api/nope'],
  ['POST to a page (404)', 'POST', '/about'],
  ['static file', 'GET', '/favicon.svg'],
  ['missing static file', 'GET', '/assets/nope.js'],
  ['remote entry redirect', 'GET', remoteFilePath('jobs', 'remoteEntry.js')],
  ['robots.txt', 'GET', '/robots.txt'],
  ['sitemap.xml', 'GET', '/sitemap.xml'],
  ['RSS feed', 'GET', '/feeds/graphic-design.xml'],
];

const expected = {
  'x-content-type-options': (v) => v === 'nosniff',
  'x-frame-options': (v) => v === 'DENY',
  'referrer-policy': (v) => v === 'strict-origin-when-cross-origin',
  'content-security-policy': (v) =>
    // Our own scripts only, and the Turnstile widget's origin when one is configured (docs/pages.md#reporting-a-job);
    // inline speculation rules (JSON the browser never runs) are the one inline allowance.
    /(^|;\s*)script-src 'self'( 'inline-speculation-rules')?( https?:\/\/[^\s;']+)?\s*(;|$)/.test(v ?? '') && /frame-ancestors 'none'/.test(v ?? '') && !/unsafe-eval/.test(v ?? ''),
};

export async function probeHeaders(baseUrl) {
  const rows = [];
  for (const [name, method, path, headers = {}] of kinds) {
    const res = await fetch(new URL(path, baseUrl), { method, headers, redirect: 'manual' });
    await res.arrayBuffer();
    const missing = Object.entries(expected)
      .filter(([header, check]) => !check(res.headers.get(header)))
      .map(([header]) => header);
    rows.push({ name, status: res.status, missing, ok: missing.length === 0 });
  }
  return rows;
}
