/**
 * Malformed requests over every route and method of the platform: broken JSON, wrong types, oversized fields,
 * unknown fields, bad ids and queries, junk headers and cookies, forged origins. None of them is a valid write, so
 * the platform must answer each with a 2xx/3xx read or a 4xx, never a 5xx, and store nothing.
 */

const uuid = '00000000-0000-4000-8000-000000000000';
const routes = [
  ['GET', '/api/health'], ['GET', '/api/jobs/featured'], ['GET', '/api/jobs'], ['GET', '/api/seo'],
  ['GET', `/api/postings/${uuid}`], ['GET', '/api/postings/x'], ['GET', '/api/redirect'], ['GET', '/api/auth/user'],
  ['GET', '/api/admin/page-views'], ['GET', '/api/admin/postings'], ['GET', `/api/admin/postings/${uuid}`],
  ['POST', '/api/auth/token'], ['POST', '/api/auth/logout'], ['POST', '/api/newsletter'], ['POST', '/api/page-views'],
  ['POST', '/api/postings'], ['POST', `/api/admin/postings/${uuid}/approve`], ['POST', `/api/admin/postings/${uuid}/reject`],
  ['GET', '/'], ['GET', '/about'], ['GET', '/remote-graphic-design-jobs'], ['GET', `/jobs/${uuid}`], ['GET', '/jobs/%ZZ'],
  ['GET', '/blog'], ['GET', '/blog/no-such-post'], ['GET', '/redirect'], ['GET', '/admin/login'], ['GET', '/post-job'],
  ['GET', '/robots.txt'], ['GET', '/sitemap.xml'], ['GET', '/feeds/graphic-design.xml'], ['GET', '/feeds/nope.xml'],
  ['GET', '/mfe/jobs/remoteEntry.js'], ['GET', '/mfe/nope/remoteEntry.js'], ['GET', '/assets/nope.js'],
  ['GET', '/favicon.svg'], ['GET', '/api/nope'],
];
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const bodies = [
  '{', '{"email":', 'null', '[]', '"text"', '42', 'true', '{}', '{"email":42}', '{"email":"not-an-address"}',
  '{"email":"a@b.co","extra":1}', '{"email":"a@b.co","botField":{"x":1}}', '{"path":""}', '{"path":"no-slash"}',
  '{"path":"/?q=1"}', `{"path":"/${'x'.repeat(600)}"}`, '{"path":["/"]}', '{"title":""}', '{"title":null,"company":1}',
  '{"email":"a@b.co","password":""}', '{"email":"","password":"x"}', `{"email":"${'a'.repeat(300)}@b.co","password":"x"}`,
  '{"refresh_token":"x"}', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, '{"__proto__":{"admin":true}}',
  '\u0000\u0001\u0002', '{"email":"a@b.co\u0000"}', '<xml/>', 'email=a%40b.co', '\uFEFF{"email":"x"}',
  `{"description":"${'d'.repeat(70_000)}"}`,
];
const queries = [
  '', '?category=', '?category=../../etc', '?category=graphic-design&page=-1', '?category=graphic-design&page=abc',
  '?category=graphic-design&page=1e9', '?category=graphic-design&employment=nope', '?category=graphic-design&experience=x',
  '?path=', '?path=nope', `?path=/${'p'.repeat(600)}`, '?days=0', '?days=9999', '?days=x', '?status=bogus',
  '?grant_type=', '?grant_type=implicit', '?url=javascript:alert(1)&sig=x', '?url=https://evil.example&sig=' + 'A'.repeat(43),
  '?url=%ZZ', '?%ZZ=1', '?q=' + 'q'.repeat(3000), '?category[]=x', '?a=1&a=2&a=3',
];
const headerSets = [
  {}, { 'Content-Type': 'application/json' }, { 'Content-Type': 'text/plain' }, { 'Content-Type': 'multipart/form-data; boundary=x' },
  { Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { Authorization: 'Bearer forged' },
  { Authorization: 'Basic YWRtaW46YWRtaW4=' }, { Cookie: 'rdj_access=forged; rdj_refresh=forged' }, { Cookie: '=;;;=%ZZ; rdj_access=' },
  { 'CF-Connecting-IP': 'not-an-ip' }, { 'Content-Type': 'application/json', 'Content-Length': '5' },
];

/** A deterministic sequence of `count` malformed requests (method, path, headers, body), cycling every route. */
export function* malformedRequests(count, origin) {
  let seed = 7;
  const pick = (list) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return list[seed % list.length];
  };
  for (let i = 0; i < count; i++) {
    const [routeMethod, path] = routes[i % routes.length];
    const method = i % 3 === 0 ? routeMethod : pick(methods);
    const headers = { ...pick(headerSets) };
    if (!headers.Origin && i % 2 === 0) headers.Origin = origin;
    const hasBody = !['GET', 'HEAD'].includes(method);
    const body = hasBody ? pick(bodies) : undefined;
    if (headers['Content-Length'] && body !== undefined) delete headers['Content-Length'];
    yield { method, path: `${path}${pick(queries)}`, headers, body };
  }
}

export const routeCount = routes.length;
