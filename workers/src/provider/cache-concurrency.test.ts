import type { FeaturedJobsResponse, JobListPage } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { labelledRequests, sandboxLabel } from '../../test/support/jobs';

/**
 * Identical requests at the same moment, each through the worker's entry point and so each its own request context,
 * as visitors' requests are: the provider is asked once, and no request depends on another one's I/O.
 */

const concurrent = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Status and body of a request, or 'no answer' if it has none within `ms` (a request that hangs). */
async function answerWithin(ms: number, path: string, init: RequestInit = {}): Promise<{ status: number | 'no answer'; body: string }> {
  const deadline = sleep(ms).then(() => ({ status: 'no answer' as const, body: '' }));
  const answer = call(path, init).then(async (res) => ({ status: res.status, body: await res.text() }));
  return Promise.race([answer, deadline]);
}

async function untilAsked(label: string): Promise<void> {
  while ((await labelledRequests(label)) === 0) await sleep(10);
}

describe('identical concurrent requests', () => {
  it(`ask the provider once for ${concurrent} cold listing requests and answer each with the same 200`, async () => {
    const label = sandboxLabel(300);
    const path = `/api/jobs?category=graphic-design&q=${label}`;
    const answers = await Promise.all(Array.from({ length: concurrent }, () => answerWithin(8000, path)));
    expect(answers.map((a) => a.status)).toEqual(Array(concurrent).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(JSON.parse(answers[0]!.body).jobs.length).toBeGreaterThan(0);
    expect(await labelledRequests(label)).toBe(1);
  }, 15_000);

  it('answer every waiting request when the request that asked the provider goes away mid-call', async () => {
    const label = sandboxLabel(800);
    const path = `/api/jobs?category=ux-ui-design&q=${label}`;
    const leaving = new AbortController();
    const first = call(path, { signal: leaving.signal }).catch(() => null);
    await untilAsked(label);
    const waiting = Array.from({ length: concurrent }, () => answerWithin(8000, path));
    await sleep(100);
    leaving.abort();
    await first;

    const answers = await Promise.all(waiting);
    expect(answers.map((a) => a.status)).toEqual(Array(concurrent).fill(200));
    expect(JSON.parse(answers[0]!.body) as JobListPage).toMatchObject({ page: 1, jobs: expect.any(Array) });
    // The call outlived the request that made it (it is held by that request's waitUntil), so it was the only one.
    expect(await labelledRequests(label)).toBe(1);
  }, 15_000);

  it(`answer ${concurrent} featured jobs requests at the same moment with 200`, async () => {
    const answers = await Promise.all(Array.from({ length: concurrent }, () => answerWithin(8000, '/api/jobs/featured')));
    expect(answers.map((a) => a.status)).toEqual(Array(concurrent).fill(200));
    for (const { body } of answers) expect((JSON.parse(body) as FeaturedJobsResponse).jobs.length).toBeGreaterThan(0);
  }, 15_000);
});
