/**
 * Malformed requests over every route of the gateway's router and every method: broken JSON, wrong types, oversized
 * fields, unknown fields, bad ids and queries, junk headers and cookies, odd Host headers, forged origins, bodies on
 * GET and HEAD. None of them is a valid write, so the platform must answer each with a 2xx/3xx read or a 4xx, never a
 * 5xx, and store nothing.
 */
import { isOurs, send } from './send.mjs';

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'TRACE'];

const bodies = [
  '{', '{"email":', 'null', '[]', '"text"', '42', 'true', '{}', '{"email":42}', '{"email":"not-an-address"}',
  '{"email":"a@b.co","extra":1}', '{"email":"a@b.co","botField":{"x":1}}', '{"path":""}', '{"path":"no-slash"}',
  '{"path":"/?q=1"}', `{"path":"/${'x'.repeat(600)}"}`, '{"path":["/"]}', '{"title":""}', '{"title":null,"company":1}',
  '{"email":"a@b.co","password":""}', '{"email":"","password":"x"}', `{"email":"${'a'.repeat(300)}@b.co","password":"x"}`,
  '{"refresh_token":"x"}', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, '{"__proto__":{"admin":true}}',
  '\u0000\u0001\u0002', '{"email":"a@b.co\u0000"}', '<xml/>', 'email=a%40b', 'email=&botField=x%40y.co', '\uFEFF{"email":"x"}',
  `{"description":"${'d'.repeat(70_000)}"}`, '{"keyword":"x","content":"<script>alert(1)</script>"}', '{"status":"published"}',
  '\x89PNG\r\n\x1a\n', '<?xml version="1.0"?><urlset/>',
];
const queries = [
  '', '?category=', '?category=../../etc', '?category=graphic-design&page=-1', '?category=graphic-design&page=abc',
  '?category=graphic-design&page=1e9', '?category=graphic-design&employment=nope', '?category=graphic-design&experience=x',
  '?path=', '?path=nope', `?path=/${'p'.repeat(600)}`, '?days=0', '?days=9999', '?days=x', '?status=bogus',
  '?grant_type=', '?grant_type=implicit', '?grant_type=refresh_token', '?url=javascript:alert(1)&sig=x',
  '?url=https://evil.example&sig=' + 'A'.repeat(43), '?url=%ZZ', '?%ZZ=1', '?q=' + 'q'.repeat(3000), '?category[]=x',
  '?a=1&a=2&a=3', '?page=2', '?cron=*+*+*+*+*',
];
const headerSets = [
  {}, { 'Content-Type': 'application/json' }, { 'Content-Type': 'text/plain' }, { 'Content-Type': 'multipart/form-data; boundary=x' },
  { 'Content-Type': 'application/x-www-form-urlencoded' }, { 'Content-Type': 'image/png' },
  { Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { Authorization: 'Bearer forged' },
  { Authorization: 'Basic YWRtaW46YWRtaW4=' }, { Cookie: 'rdj_access=forged; rdj_refresh=forged' }, { Cookie: '=;;;=%ZZ; rdj_access=' },
  { 'CF-Connecting-IP': 'not-an-ip' }, { 'CF-Connecting-IP': '2001:db8::1' }, { Host: 'evil.example' }, { Host: 'a..b:99999' },
  { Host: `${'h'.repeat(300)}.example` }, { Host: '[::1]:8787' }, { Host: '127.0.0.1:1' }, { 'X-Forwarded-Host': 'evil.example' },
  { 'Accept-Encoding': 'br, gzip, zstd, x-nope' }, { Range: 'bytes=0-1,5-1000000' }, { 'If-None-Match': '"x", W/"y"' },
];

/** A deterministic sequence of `count` malformed requests, cycling every endpoint. */
function* malformedRequests(count, endpoints, origin) {
  let seed = 7;
  const pick = (list) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return list[seed % list.length];
  };
  for (let i = 0; i < count; i++) {
    const endpoint = endpoints[i % endpoints.length];
    const method = i % 3 === 0 ? endpoint.method : pick(methods);
    const headers = { ...pick(headerSets) };
    if (!headers.Origin && i % 2 === 0) headers.Origin = origin;
    // Mostly a body where the method takes one; a body on GET, HEAD or OPTIONS one time in five.
    const withBody = ['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(method) ? i % 5 === 0 : i % 7 !== 0;
    const query = endpoint.path.includes('?') ? '' : pick(queries);
    yield { method, path: `${endpoint.path}${query}`, headers, body: withBody ? pick(bodies) : undefined };
  }
}

/**
 * A Host that is not a valid URL authority. workerd itself answers such a request 500 before any worker runs
 * ("invalid hostname when stringifying URL", docs/platform-faults.md); Cloudflare's edge refuses it with 400 first.
 */
const isInvalidHost = (host) => host !== undefined && !URL.canParse(`http://${host}/`);

/**
 * Sends them `connections` at a time; answers counts by status, every 5xx or unanswered request (`faults`), and
 * apart from them the 500s workerd gives an invalid Host before any of our code runs (`invalidHostFaults`).
 */
export async function runMalformed(baseUrl, endpoints, { total, connections }) {
  const byStatus = {};
  const faults = [];
  const invalidHostFaults = [];
  const requests = malformedRequests(total, endpoints, new URL(baseUrl).origin);
  const started = Date.now();
  async function worker() {
    for (let next = requests.next(); !next.done; next = requests.next()) {
      const { method, path } = next.value;
      const { status, headers } = await send(baseUrl, next.value);
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      if (typeof status === 'number' && status < 500) continue;
      const fault = `${status} ${isOurs(headers) ? 'from our code' : 'from the runtime'}: ${method} ${path.slice(0, 80)}`;
      if (status === 500 && !isOurs(headers) && isInvalidHost(next.value.headers.Host)) invalidHostFaults.push(fault);
      else faults.push(fault);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  return { byStatus, faults, invalidHostFaults, seconds: (Date.now() - started) / 1000 };
}
