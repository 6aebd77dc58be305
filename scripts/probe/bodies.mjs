/**
 * Request bodies sent the way that used to take `wrangler dev` down, on every route that takes a body, and a body
 * sent to every route that takes none. Each is followed by `GET /` and `GET /api/health`: the platform must refuse
 * or ignore the body (never a 5xx) and keep answering.
 */
import { bodylessRoutesOf, bodyRoutesOf } from './routes.mjs';
import { isOurs, send, statusOf } from './send.mjs';

const twoMb = 2 * 1024 * 1024;
const cutAt = 256 * 1024;

/**
 * The faults, each a way of sending a body to `route` (`options`), or several bodies one after another (`bodies`):
 * JSON whose top-level value is not an object, which every JSON route must refuse with a 4xx (docs/validation.md).
 */
const bodyFaults = [
  { name: '2 MB chunked', options: { bytes: twoMb } },
  { name: '2 MB declared, cut off after 256 kB', options: { bytes: twoMb, declared: true, abortAfter: cutAt } },
  { name: 'client abort mid-body (chunked)', options: { bytes: twoMb, abortAfter: cutAt } },
  { name: 'JSON that is not an object', bodies: ['null', '[]', '[{}]', '42', '-1.5', '"text"', '""', 'true', 'false'] },
];
const unwantedBody = { name: 'a body to a route that takes none', options: { bytes: 64 * 1024, declared: true } };

/** Each request a fault makes of `route`. */
const requestsOf = (route, fault) => (fault.bodies ? fault.bodies.map((body) => ({ body })) : [fault.options]);

/** The cases: every body fault on every route that takes a body, and a body on every route that takes none. */
function bodyCases(router) {
  const faulted = bodyRoutesOf(router).flatMap((route) => bodyFaults.map((fault) => ({ route, fault })));
  return [...faulted, ...bodylessRoutesOf(router).map((route) => ({ route, fault: unwantedBody }))];
}

/**
 * Runs each case `rounds` times; answers a row per fault: the answers to the bodies, the answers of the requests
 * after them, and the cases that failed (a 5xx or no answer to the body, or anything but 200 after it).
 */
export async function probeBodies(baseUrl, router, { rounds = 1 } = {}) {
  const origin = new URL(baseUrl).origin;
  const rows = new Map();
  for (let round = 0; round < rounds; round++) {
    for (const { route, fault } of bodyCases(router)) {
      const row = rows.get(fault.name) ?? { name: fault.name, bodyAnswers: {}, after: {}, failures: [] };
      rows.set(fault.name, row);
      const headers = { 'Content-Type': 'application/json', Origin: origin };
      for (const options of requestsOf(route, fault)) {
        const { status, headers: answered } = await send(baseUrl, { method: route.method, path: route.path, headers, ...options });
        row.bodyAnswers[status] = (row.bodyAnswers[status] ?? 0) + 1;
        const bodyFailed = status !== 'aborted' && (typeof status !== 'number' || status >= 500);
        const sent = options.body === undefined ? '' : ` with ${options.body}`;
        if (bodyFailed) row.failures.push(`${status} ${isOurs(answered) ? 'from our code' : 'from the runtime'}: ${route.method} ${route.path}${sent}`);
      }
      for (const path of ['/', '/api/health']) {
        const next = await statusOf(baseUrl, path);
        row.after[next] = (row.after[next] ?? 0) + 1;
        if (next !== 200) row.failures.push(`GET ${path} answered ${next} after ${route.method} ${route.path}`);
      }
    }
  }
  return [...rows.values()].map((row) => ({ ...row, ok: row.failures.length === 0 }));
}
