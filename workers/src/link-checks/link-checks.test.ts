import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCaller, signedInAdmin } from '../../test/support/auth';
import { call } from '../../test/support/call';
import { providerJob, stagedRun } from '../../test/support/job-index';
import { check, heldQueue, listedJob, listedJobs, requestsTo, rowOf, sandbox, sandboxLinks, setState } from '../../test/support/link-checks';
import { postingRow, reviewed, submitted } from '../../test/support/postings';
import { applyRun } from '../job-index/apply-run';
import { providerRow } from '../job-index/rows';
import { jobsPerMessage } from './queue';
import { startLinkChecks } from './start';

const adminCall = adminCaller('link-checks');

describe('the apply-link check', () => {
  it('closes a provider job whose link answers 404 on two checks in a row, and not after one', async () => {
    const [link] = await sandboxLinks(0, 1);
    await setState(link!, 'not-found');
    const job = await listedJob(link!);

    await check([job.id]);
    expect(await rowOf(job.key)).toMatchObject({ closed_at: null, link_gone_checks: 1, categories: ['graphic-design'] });
    expect((await rowOf(job.key)).link_checked_at).toEqual(expect.any(String));

    await check([job.id]);
    expect(await rowOf(job.key)).toMatchObject({ closed_at: expect.any(String), link_gone_checks: 2, categories: [], listed: '' });
  });

  it('closes a posting whose application link answers 410 twice as the lifecycle closes one, its page saying when the link was checked', async () => {
    const [link] = await sandboxLinks(30, 1);
    await setState(link!, 'gone');
    const id = await submitted({ applicationUrl: link! });
    await reviewed(id, 'approve', (await signedInAdmin('link-checks-postings')).session.access_token);
    const job = await rowOf(`posting:${id}`);

    await check([job.id as number]);
    const checked = (await (await call(`/api/postings/${id}`)).json()) as { open: boolean; linkCheckedAt?: string };
    expect(checked).toMatchObject({ open: true, linkCheckedAt: expect.any(String) });

    await check([job.id as number]);
    expect(await (await call(`/api/postings/${id}`)).json()).toMatchObject({ open: false, applyHref: '' });
    expect(await postingRow(id)).toMatchObject({ closed_by: 'admin', closed_at: expect.any(String) });
    expect(await rowOf(`posting:${id}`)).toMatchObject({ closed_at: expect.any(String), categories: [] });
  });

  it('keeps a job closed for its link closed while the provider lists the same link, and opens it with a new link', async () => {
    const [gone, live] = await sandboxLinks(2, 2);
    await setState(gone!, 'gone');
    const job = await listedJob(gone!);
    await check([job.id]);
    await check([job.id]);
    const closedAt = (await rowOf(job.key)).closed_at;
    expect(closedAt).toEqual(expect.any(String));

    const row = providerRow({ ...providerJob({ link: gone! }), id: job.key.slice('provider:'.length), providerId: job.key.slice('provider:'.length) });
    await applyRun(env, await stagedRun([row]), new Date(Date.now() + 1000).toISOString());
    expect(await rowOf(job.key)).toMatchObject({ closed_at: closedAt, categories: [] });

    await applyRun(env, await stagedRun([{ ...row, ...providerRow({ ...providerJob({ link: live! }), id: row.key, providerId: job.key.slice('provider:'.length) }) }]), new Date(Date.now() + 2000).toISOString());
    expect(await rowOf(job.key)).toMatchObject({ closed_at: null, link: live, categories: ['graphic-design'] });
  });

  it('neither closes nor resets on an error, and starts again after the link answers', async () => {
    const [link] = await sandboxLinks(4, 1);
    const job = await listedJob(link!);
    await setState(link!, 'not-found');
    await check([job.id]);
    const first = await rowOf(job.key);

    await setState(link!, 'slow');
    await check([job.id]);
    const after = await rowOf(job.key);
    expect(after).toMatchObject({ closed_at: null, link_gone_checks: 1, link_checked_at: first.link_checked_at });
    expect(after.link_tried_at).not.toBe(first.link_tried_at);

    await setState(link!, 'live');
    await check([job.id]);
    expect(await rowOf(job.key)).toMatchObject({ closed_at: null, link_gone_checks: 0 });
    await setState(link!, 'not-found');
    await check([job.id]);
    expect(await rowOf(job.key)).toMatchObject({ closed_at: null, link_gone_checks: 1 });
  });

  it('gives a link that does not answer up after its timeout, having asked once', async () => {
    const [link] = await sandboxLinks(5, 1);
    await setState(link!, 'slow');
    const job = await listedJob(link!);
    const started = Date.now();
    await check([job.id]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await requestsTo(link!)).toHaveLength(1);
    expect(await rowOf(job.key)).toMatchObject({ link_checked_at: null, link_gone_checks: 0, closed_at: null });
  });

  it('follows at most 5 redirects, by hand, and reads a link that redirects more as an error', async () => {
    const [link] = await sandboxLinks(6, 1);
    await setState(link!, 'redirect-loop');
    const job = await listedJob(link!);
    await check([job.id]);
    expect(await requestsTo(link!)).toHaveLength(6);
    expect(await rowOf(job.key)).toMatchObject({ link_checked_at: null, link_flagged_to: null, closed_at: null });
  }, 15_000);

  it('flags a link that now redirects to the front page for the admin, and clears the flag once it answers again', async () => {
    const [link] = await sandboxLinks(7, 1);
    await setState(link!, 'front-page');
    const job = await listedJob(link!);
    await check([job.id]);
    expect(await rowOf(job.key)).toMatchObject({ link_flagged_to: `${sandbox}/`, closed_at: null, link_gone_checks: 0 });
    const flagged = (await (await adminCall('/api/admin/link-checks')).json()) as { flagged: { key: string; flaggedTo: string }[] };
    expect(flagged.flagged.find((row) => row.key === job.key)).toMatchObject({ flaggedTo: `${sandbox}/`, link });
    expect((await call('/api/admin/link-checks')).status).toBe(401);

    await setState(link!, 'live');
    await check([job.id]);
    expect(await rowOf(job.key)).toMatchObject({ link_flagged_to: null, link_flagged_at: null });
  });

  it('asks one host at most once per gap, as the checker by its User-Agent, and queues the rest of the host as the next message a gap later', async () => {
    const links = await sandboxLinks(10, jobsPerMessage + 2);
    for (const link of links) await setState(link, 'live');
    const jobs = await listedJobs(links);
    const next = await check(jobs.map((job) => job.id));

    const asked = (await Promise.all(links.slice(0, jobsPerMessage).map(requestsTo))).flat();
    expect(asked).toHaveLength(jobsPerMessage);
    const times = asked.map((request) => Date.parse(request.at)).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(950);
    expect(new Set(asked.map((request) => request.userAgent))).toEqual(new Set(['RemoteDesignJobs-LinkCheck/1.0 (+https://remotedesignjobs.test)']));
    expect(await requestsTo(links.at(-1)!)).toEqual([]);
    expect(next).toEqual([{ body: expect.objectContaining({ ids: jobs.slice(jobsPerMessage).map((job) => job.id) }), delaySeconds: 1 }]);
  }, 15_000);

  it('drops a chain 45 minutes after its run, so the next run finds no message of its host still going', async () => {
    const [link] = await sandboxLinks(20, 1);
    await setState(link!, 'live');
    const job = await listedJob(link!);
    expect(await check([job.id], new Date(Date.now() - 46 * 60_000))).toEqual([]);
    expect(await requestsTo(link!)).toEqual([]);
    expect(await rowOf(job.key)).toMatchObject({ link_tried_at: null });
  });

  it('starts with one message per host of its due jobs, leaving out the jobs tried in the last day', async () => {
    const [hostA, hostB] = [`a-${crypto.randomUUID()}.example`, `b-${crypto.randomUUID()}.example`];
    const [a1, a2, b1, fresh] = await listedJobs([1, 2, 1, 2].map((n, i) => `https://${i < 2 ? hostA : hostB}/jobs/${n}`));
    await env.DB.prepare('UPDATE indexed_jobs SET link_tried_at = ?1 WHERE id = ?2').bind(new Date().toISOString(), fresh!.id).run();
    const held = heldQueue();
    await startLinkChecks({ ...env, LINK_CHECK_QUEUE: held.queue }, new Date());
    const ours = held.sent.map((message) => message.body).filter((body) => body.host === hostA || body.host === hostB);
    expect(ours.map(({ host, ids }) => ({ host, ids: [...ids].sort((x, y) => x - y) }))).toEqual(
      expect.arrayContaining([
        { host: hostA, ids: [a1!.id, a2!.id].sort((x, y) => x - y) },
        { host: hostB, ids: [b1!.id] },
      ]),
    );
    expect(ours).toHaveLength(2);
  });
});
