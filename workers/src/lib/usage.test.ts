// The usage log (docs/caching.md#what-a-page-view-costs): with USAGE_LOG on, each request logs what it read and
// wrote in D1 and KV and how the page cache answered, and answers exactly as it does without the log.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../test/support/call';
import { finishedRun } from '../../test/support/job-index';
import type { UsageLine } from './usage';

/** Calls `path` and answers its response and the usage lines the worker logged meanwhile. */
async function logged(path: string, init: RequestInit = {}, log = 'on') {
  const spy = vi.spyOn(console, 'log');
  const res = await call(path, { ...init, env: { USAGE_LOG: log } });
  const body = await res.text();
  const lines = spy.mock.calls
    .map(([line]) => (typeof line === 'string' && line.startsWith('{"usage"') ? (JSON.parse(line).usage as UsageLine) : null))
    .filter((line) => line !== null);
  spy.mockRestore();
  return { res, body, lines };
}

afterEach(() => vi.restoreAllMocks());

describe('the usage log', () => {
  it('logs the D1 rows a write wrote, under its path without its query', async () => {
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.71' }, body: JSON.stringify({ path: '/about' }) };
    const { res, lines } = await logged('/api/page-views?from=test', init);
    expect(res.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'POST', path: '/api/page-views', status: 204, uncounted: 0 });
    expect(lines[0]!.d1Written).toBeGreaterThan(0);
    expect(lines[0]!.statements).toBeGreaterThan(0);
  });

  it('answers a read the same with the log on as off, and counts the rows its statements read', async () => {
    const off = await logged('/api/jobs?category=graphic-design', {}, '');
    const on = await logged('/api/jobs?category=graphic-design');
    expect(off.lines).toEqual([]);
    expect(on.res.status).toBe(200);
    expect(on.body).toBe(off.body);
    expect(on.lines[0]!.d1Read).toBeGreaterThan(0);
  });

  it('answers drizzle’s reads (raw and first, asked through all) the same with the log on', async () => {
    const off = await logged('/api/seo?path=/about', {}, '');
    const on = await logged('/api/seo?path=/about');
    expect(on.res.status).toBe(200);
    expect(on.body).toBe(off.body);
    expect(on.lines[0]!.statements + on.lines[0]!.kvRead).toBeGreaterThan(0);
  });

  it('says how the page cache answered a page: rendered, then from the cache', async () => {
    await finishedRun();
    const path = `/remote-graphic-design-jobs?q=usage${crypto.randomUUID().slice(0, 6)}`;
    const first = await logged(path, { headers: { 'CF-Connecting-IP': '203.0.113.72' } });
    const second = await logged(path, { headers: { 'CF-Connecting-IP': '203.0.113.72' } });
    expect(first.res.headers.get('X-Page-Cache')).toBe('miss');
    expect(second.res.headers.get('X-Page-Cache')).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(first.lines.map((line) => line.cache)).toEqual(['miss']);
    expect(second.lines.map((line) => line.cache)).toEqual(['hit']);
  });
});
