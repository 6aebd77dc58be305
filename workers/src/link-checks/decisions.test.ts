import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCaller, signedInAdmin } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { providerJob, stagedRun } from '../../test/support/job-index';
import { check, listedJob, rowOf, sandbox, sandboxLinks, setState } from '../../test/support/link-checks';
import { postingRow, reviewed, submitted } from '../../test/support/postings';
import { applyRun } from '../job-index/apply-run';
import { providerRow } from '../job-index/rows';

// The sandbox's apply pages 60 on are this file's (link-checks.test.ts keeps below 40).
const adminCall = adminCaller('link-check-decisions');
const decide = (key: string, decision: string) => adminCall('/api/admin/link-checks/decisions', { method: 'POST', body: { key, decision } });
async function flaggedKeys(): Promise<string[]> {
  return ((await (await adminCall('/api/admin/link-checks')).json()) as { flagged: { key: string }[] }).flagged.map((job) => job.key);
}

/** A provider job whose link `link` now redirects to the sandbox's front page, checked once: flagged. */
async function flaggedProviderJob(link: string) {
  await setState(link, 'front-page');
  const job = await listedJob(link);
  await check([job.id]);
  expect(await rowOf(job.key)).toMatchObject({ link_flagged_to: `${sandbox}/` });
  return job;
}

describe('/api/admin/link-checks/decisions', () => {
  it('keeps a flagged job listed: the flag is cleared, a check landing there again flags nothing, one landing elsewhere flags it again', async () => {
    const [link] = await sandboxLinks(60, 1);
    const job = await flaggedProviderJob(link!);

    const res = await decide(job.key, 'keep');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ key: job.key, decision: 'keep' });
    expect(await rowOf(job.key)).toMatchObject({ link_flagged_to: null, link_flagged_at: null, link_kept_to: `${sandbox}/`, closed_at: null });
    expect(await flaggedKeys()).not.toContain(job.key);

    await check([job.id]);
    expect(await rowOf(job.key)).toMatchObject({ link_flagged_to: null, link_flagged_at: null, link_gone_checks: 0, closed_at: null });
    expect(await flaggedKeys()).not.toContain(job.key);

    await setState(link!, 'careers');
    await check([job.id]);
    expect(await rowOf(job.key)).toMatchObject({ link_flagged_to: `${sandbox}/careers`, link_flagged_at: expect.any(String) });
    expect(await flaggedKeys()).toContain(job.key);
  });

  it('closes a flagged posting as an administrator closes one', async () => {
    const [link] = await sandboxLinks(61, 1);
    await setState(link!, 'front-page');
    const id = await submitted({ applicationUrl: link! });
    await reviewed(id, 'approve', (await signedInAdmin('link-check-decisions-postings')).session.access_token);
    await check([(await rowOf(`posting:${id}`)).id as number]);
    expect(await flaggedKeys()).toContain(`posting:${id}`);

    expect((await decide(`posting:${id}`, 'close')).status).toBe(200);
    expect(await postingRow(id)).toMatchObject({ closed_by: 'admin', closed_at: expect.any(String) });
    expect(await (await call(`/api/postings/${id}`)).json()).toMatchObject({ open: false, applyHref: '' });
    expect(await rowOf(`posting:${id}`)).toMatchObject({ closed_at: expect.any(String), categories: [] });
    expect(await flaggedKeys()).not.toContain(`posting:${id}`);
  });

  it('closes a flagged provider job for good: an ingest run that lists it again, even with a new link, keeps it closed', async () => {
    const [link, newLink] = await sandboxLinks(62, 2);
    const job = await flaggedProviderJob(link!);

    expect((await decide(job.key, 'close')).status).toBe(200);
    const closed = await rowOf(job.key);
    expect(closed).toMatchObject({ closed_at: expect.any(String), categories: [], listed: '' });
    expect(await flaggedKeys()).not.toContain(job.key);

    const providerId = job.key.slice('provider:'.length);
    for (const [listed, later] of [[link!, 1000], [newLink!, 2000]] as const) {
      const row = providerRow({ ...providerJob({ link: listed }), id: providerId, providerId });
      await applyRun(env, await stagedRun([row]), new Date(Date.now() + later).toISOString());
      expect(await rowOf(job.key)).toMatchObject({ closed_at: closed.closed_at, categories: [], listed: '' });
    }
  });

  it('answers 404 for an unknown key, or an open job whose link is not flagged, and leaves that job as it was', async () => {
    const [link] = await sandboxLinks(64, 1);
    const job = await listedJob(link!);
    for (const decision of ['keep', 'close']) {
      for (const key of ['provider:no-such-job', job.key]) {
        const res = await decide(key, decision);
        expect(res.status).toBe(404);
        expect((await errorOf(res)).code).toBe('not_found');
      }
    }
    expect(await rowOf(job.key)).toMatchObject({ closed_at: null, link_kept_to: null, categories: ['graphic-design'] });
  });

  it('refuses an unknown decision or a missing key with 400', async () => {
    for (const body of [{ key: 'provider:x', decision: 'delete' }, { decision: 'keep' }]) {
      const res = await adminCall('/api/admin/link-checks/decisions', { method: 'POST', body });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_input');
    }
  });

  it('refuses a decision without a session, with 401, and leaves the flag', async () => {
    const [link] = await sandboxLinks(65, 1);
    const job = await flaggedProviderJob(link!);
    for (const decision of ['keep', 'close']) {
      const res = await call('/api/admin/link-checks/decisions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key: job.key, decision }),
      });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('unauthenticated');
    }
    expect(await rowOf(job.key)).toMatchObject({ link_flagged_to: `${sandbox}/`, closed_at: null });
  });
});
