/** Requests per second and p99 latency of one route with autocannon, against the running platform. */
import { requireFromTests } from './tests-package.mjs';

/** `connections` clients asking `url` for `duration` seconds; `title` names the row. */
export async function load(url, title, { connections, duration }) {
  const autocannon = requireFromTests('autocannon');
  const result = await autocannon({ url, connections, duration, headers: { accept: 'text/html,application/json' } });
  return {
    title,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/** The rows of the throughput table: Route, Req/s, p99, Requests, Errors. */
export function throughputRows(results) {
  return results.map((r) => [r.title, r.rps.toFixed(0), `${r.p99} ms`, r.total, r.errors]);
}
