/**
 * A remote's release health per version (docs/deploy.md#release-health), read from the gateway's Analytics Engine
 * dataset through Cloudflare's SQL API: how many calls each version answered in the last minutes, how many failed
 * (no answer, or a 5xx) and how long the slowest 5% took.
 */
import type { RemoteKey } from './versions';

export interface VersionHealth {
  version: string;
  calls: number;
  errors: number;
  /** errors ÷ calls, 0 to 1. */
  errorRate: number;
  /** The 95th percentile of the calls' milliseconds. */
  p95: number;
}

/** One row of the query: a version, a status and a duration, and how many calls they stand for. */
interface HealthRow {
  version: string;
  status: number;
  ms: number;
  calls: number;
}

/** Where the SQL API is and who may read it. */
export interface HealthSource {
  /** `https://api.cloudflare.com/client/v4`, or what CLOUDFLARE_API_BASE_URL says. */
  apiBase: string;
  accountId: string;
  token: string;
}

/**
 * The query: every call to `remote` in the last `minutes`, grouped by version, status and duration and weighted by
 * Analytics Engine's sample interval, so the error rate and the percentile come out exact from its rows. Plain SQL:
 * no function of the dialect beyond SUM.
 */
function healthQuery(remote: RemoteKey, minutes: number): string {
  return `SELECT blob2 AS version, double1 AS status, double2 AS ms, SUM(_sample_interval) AS calls
FROM rdj_release_health
WHERE index1 = '${remote}' AND timestamp > NOW() - INTERVAL '${Math.ceil(minutes)}' MINUTE
GROUP BY version, status, ms
FORMAT JSON`;
}

/** A call failed when it had no answer (status 0) or a 5xx. */
const failed = (status: number) => status === 0 || status >= 500;

/** The rows as each version's health, the busiest first. */
function healthOf(rows: readonly HealthRow[]): VersionHealth[] {
  const byVersion = new Map<string, HealthRow[]>();
  for (const row of rows) byVersion.set(row.version, [...(byVersion.get(row.version) ?? []), row]);
  const health = [...byVersion].map(([version, own]) => {
    const calls = own.reduce((sum, row) => sum + row.calls, 0);
    const errors = own.filter((row) => failed(row.status)).reduce((sum, row) => sum + row.calls, 0);
    const sorted = [...own].sort((a, b) => a.ms - b.ms);
    let seen = 0;
    const p95 = sorted.find((row) => (seen += row.calls) >= 0.95 * calls)?.ms ?? 0;
    return { version, calls, errors, errorRate: calls === 0 ? 0 : errors / calls, p95 };
  });
  return health.sort((a, b) => b.calls - a.calls);
}

/** Asks the SQL API for `remote`'s last `minutes`. */
export async function readHealth(source: HealthSource, remote: RemoteKey, minutes: number): Promise<VersionHealth[]> {
  const res = await fetch(`${source.apiBase}/accounts/${source.accountId}/analytics_engine/sql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${source.token}` },
    body: healthQuery(remote, minutes),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`the Analytics Engine SQL API answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const body = (await res.json()) as { data?: Record<string, unknown>[] };
  return healthOf(
    (body.data ?? []).map((row) => ({ version: String(row.version), status: Number(row.status), ms: Number(row.ms), calls: Number(row.calls) })),
  );
}

/** A rate as a percentage with one decimal. */
export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
