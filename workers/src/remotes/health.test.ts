import { versionKeyCookie } from '@rdj/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../test/support/call';

/**
 * Analytics Engine has no local store to read back (miniflare's dataset drops every point), so these tests hand the
 * gateway a dataset that keeps what it is given. The remote doubles name the version that answered:
 * `version-serving`, or `version-new` for the key `v99` (test/remote-doubles.ts).
 */
function dataset() {
  const points: AnalyticsEngineDataPoint[] = [];
  return { points, binding: { writeDataPoint: (point?: AnalyticsEngineDataPoint) => void points.push(point ?? {}) } as AnalyticsEngineDataset };
}

const asVisitor = (key: string) => ({ Cookie: `${versionKeyCookie}=${key}` });

/** The structured lines the gateway logged while `work` ran. */
async function logged(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  await work();
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

afterEach(() => vi.restoreAllMocks());

describe('release health', () => {
  it('writes one data point per call to a remote: the render and each remote’s current release, with the version that answered', async () => {
    const health = dataset();
    const res = await call('/remote-graphic-design-jobs', { headers: asVisitor('v99'), env: { RELEASE_HEALTH: health.binding } });
    expect(res.status).toBe(200);
    const seen = health.points.map((p) => [...(p.blobs ?? []), (p.doubles ?? [])[0]]);
    expect(seen.sort()).toEqual(
      [
        ['admin', 'version-new', 'file', 200],
        ['blog', 'version-new', 'file', 200],
        ['jobs', 'version-new', 'file', 200],
        ['jobs', 'version-new', 'render', 200],
      ].sort(),
    );
    for (const point of health.points) {
      expect(point.indexes).toEqual([point.blobs?.[0]]);
      expect(point.doubles?.[1]).toBeGreaterThanOrEqual(0);
    }
  });

  it('writes one for each file a page loads through the gateway', async () => {
    const health = dataset();
    const file = await call('/mfe/jobs/20260101000000/assets/style-x.css', { headers: asVisitor('v11'), env: { RELEASE_HEALTH: health.binding } });
    expect(file.status).toBe(200);
    expect(health.points.map((p) => p.blobs)).toEqual([['jobs', 'version-serving', 'file']]);
  });

  it('counts a remote that ran out of time or answered 500 as a failure of its version, and logs one structured line for it', async () => {
    const health = dataset();
    const lines = await logged(async () => {
      for (const fault of ['hang', '500']) {
        const res = await call(`/remote-graphic-design-jobs?fault=${fault}`, { headers: asVisitor('v12'), env: { RELEASE_HEALTH: health.binding } });
        expect(res.status).toBe(503);
      }
    });
    const renders = health.points.filter((p) => p.blobs?.[2] === 'render').map((p) => [p.blobs?.[1], p.doubles?.[0]]);
    expect(renders).toEqual([
      ['unknown', 0],
      ['version-serving', 500],
    ]);
    expect(lines.map((line) => [line.kind, line.remote, line.route, line.version ?? null, line.status ?? null])).toEqual([
      ['remote_timeout', 'jobs', '/remote-graphic-design-jobs', null, null],
      ['remote_bad_answer', 'jobs', '/remote-graphic-design-jobs', 'version-serving', 500],
    ]);
  });

  it('logs an internal error as its name and where it was thrown, never its message', async () => {
    const lines = await logged(() => call('/api/jobs?category=graphic-design', { env: { DB: undefined as unknown as D1Database } }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', kind: 'internal_error', route: '/api/jobs', status: 500, error: 'TypeError' });
    expect(String(lines[0]?.at)).toMatch(/\.ts:\d+/);
    expect(Object.keys(lines[0]!).sort()).toEqual(['at', 'error', 'kind', 'level', 'route', 'status']);
  });

  it('puts no personal data in a data point or a log line: no query, no cookie, no message', async () => {
    const health = dataset();
    const lines = await logged(() =>
      call('/remote-graphic-design-jobs?fault=500&email=ada%40example.com', { headers: asVisitor('v13'), env: { RELEASE_HEALTH: health.binding } }),
    );
    const written = JSON.stringify([health.points, lines]);
    expect(lines).toHaveLength(1);
    expect(written).not.toMatch(/example\.com|ada|email|v13|told to fail/);
    for (const line of lines) expect(Object.keys(line).every((key) => ['level', 'kind', 'route', 'remote', 'version', 'status', 'error', 'at'].includes(key))).toBe(true);
  });
});
