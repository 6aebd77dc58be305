/**
 * Query parameters that say where a visitor came from, not which job it is, left out of the apply key
 * (docs/postings.md#review): `utm_*`, and these.
 */
const trackingParams = new Set([
  'ref',
  'ref_src',
  'referrer',
  'source',
  'src',
  'gh_src',
  'lever-source',
  'lever-origin',
  'fbclid',
  'gclid',
  'msclkid',
  'mc_cid',
  'mc_eid',
]);

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || trackingParams.has(lower);
}

/**
 * An application URL as the review compares it (docs/postings.md#review): no scheme, the host lower-cased without
 * `www.` and a default port, the path without a trailing slash, the query's tracking parameters left out and the
 * rest sorted, no fragment. Two links to the same job's form get the same key however they were copied.
 *
 * @example
 * applyKey('https://WWW.Acme.example/jobs/7/?utm_source=x&b=2&a=1#apply') // 'acme.example/jobs/7?a=1&b=2'
 */
export function applyKey(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url.trim().toLowerCase();
  }
  const host = parsed.host.replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/+$/, '');
  const params = [...parsed.searchParams].filter(([name]) => !isTracking(name));
  params.sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)));
  const query = new URLSearchParams(params).toString();
  return `${host}${path}${query ? `?${query}` : ''}`;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
