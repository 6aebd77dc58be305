import { hammingDistance, similarBits } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { runCron } from '../../test/support/alerts';
import { call } from '../../test/support/call';
import { signedInAdmin } from '../../test/support/auth';
import { indexedJob, providerJob, stagedRun } from '../../test/support/job-index';
import { adminClose, expire, reviewed, submitted } from '../../test/support/postings';
import { crons } from '../scheduled';
import { env } from 'cloudflare:workers';
import { applyRun } from './apply-run';
import { providerRow } from './rows';
import { searchIndex } from './search';
import { hammingSql } from './simhash-sql';

const noFilters = { employment: [], experience: [], salary: null, from: null, page: 1, q: '' };

describe('postings in the index', () => {
  it('lists an approved posting first on the category page its employer chose, with what its form said read once', async () => {
    const { session } = await signedInAdmin('index-postings');
    const id = await submitted({ category: 'motion-design', salaryMin: '60000', salaryMax: '80000', salaryPeriod: 'month', workFrom: ['europe'] });
    expect(await indexedJob(`posting:${id}`)).toBeNull();
    await reviewed(id, 'approve', session.access_token);
    expect(await indexedJob(`posting:${id}`)).toMatchObject({
      source: 'posting',
      featured: 1,
      closed_at: null,
      salary_currency: 'USD',
      salary_yearly_top: 960_000,
      categories: ['specialized-design'],
      places: ['europe'],
    });
    const page = await searchIndex(env.DB, { ...noFilters, category: 'specialized-design' });
    expect(page.jobs[0]?.key).toBe(`posting:${id}`);
    const fromPortugal = await searchIndex(env.DB, { ...noFilters, category: 'specialized-design', from: 'PT' });
    expect(fromPortugal.jobs.map((job) => job.key)).toContain(`posting:${id}`);
  });

  it('takes a posting out of every list when it is closed, and when it expires', async () => {
    const { session } = await signedInAdmin('index-postings-end');
    const closed = await submitted({ category: 'motion-design' });
    const expired = await submitted({ category: 'motion-design' });
    for (const id of [closed, expired]) await reviewed(id, 'approve', session.access_token);
    await adminClose(closed, session.access_token);
    await expire(expired);
    // Past its end, before the expiry run closes it: no listing holds it and no total counts it, with a search that
    // every job here matches (listed newest first) or none.
    for (const q of ['', 'motion']) {
      const early = await searchIndex(env.DB, { ...noFilters, category: 'specialized-design', q });
      expect(early.jobs.map((job) => job.key), q).not.toContain(`posting:${expired}`);
      expect(early.total, q).toBe(early.jobs.length);
    }
    await runCron(crons.everyMinute);
    for (const id of [closed, expired]) {
      expect(await indexedJob(`posting:${id}`)).toMatchObject({ closed_at: expect.any(String), categories: [], places: [] });
    }
    const page = await searchIndex(env.DB, { ...noFilters, category: 'specialized-design' });
    expect(page.jobs.map((job) => job.key)).not.toContain(`posting:${closed}`);
    expect(page.jobs.map((job) => job.key)).not.toContain(`posting:${expired}`);
  });

  it('puts an open posting it does not hold (approved before the index) in with the ingest cron, and nothing else', async () => {
    const { session } = await signedInAdmin('index-postings-backfill');
    const [old, pending] = [await submitted({ category: 'motion-design' }), await submitted({ category: 'motion-design' })];
    await reviewed(old, 'approve', session.access_token);
    await env.DB.prepare('DELETE FROM indexed_jobs WHERE key = ?').bind(`posting:${old}`).run();
    await runCron(crons.ingest);
    expect(await indexedJob(`posting:${old}`)).toMatchObject({ source: 'posting', closed_at: null, categories: ['specialized-design'] });
    expect(await indexedJob(`posting:${pending}`)).toBeNull();
  });

  it('shows a posting on its company page from the index, and not once it is closed', async () => {
    const { session } = await signedInAdmin('index-postings-company');
    const id = await submitted({ category: 'motion-design', company: 'Index Company Studio' });
    await reviewed(id, 'approve', session.access_token);
    const { company_path: path } = (await indexedJob(`posting:${id}`))!;
    expect(path).toBe('/companies/index-company-studio');
    const jobsOf = async () => ((await (await call('/api/companies/index-company-studio')).json()) as { jobs: { id: string }[] }).jobs;
    expect((await jobsOf()).map((job) => job.id)).toEqual([`posting-${id}`]);
    await adminClose(id, session.access_token);
    expect(await jobsOf()).toEqual([]);
  });
});

describe('a provider job that copies a posting', () => {
  it('is shown once, as the posting, while the posting is open, and again after it closed and a run read it', async () => {
    const { session } = await signedInAdmin('index-duplicates');
    const link = `https://copies.example/jobs/${crypto.randomUUID()}`;
    const copy = providerJob({ title: 'Senior Graphic Designer', link: `${link}?utm_source=board` });
    await applyRun(env, await stagedRun([providerRow(copy)]), '2026-11-28T10:00:00.000Z');
    const listed = async () => (await allKeys('graphic-design')).includes(`provider:${copy.providerId}`);
    expect(await listed()).toBe(true);
    const id = await submitted({ category: 'graphic-design', applicationUrl: link });
    await reviewed(id, 'approve', session.access_token);
    expect(await listed()).toBe(false);
    expect(await indexedJob(`provider:${copy.providerId}`)).toMatchObject({ duplicate_of: `posting:${id}` });
    await applyRun(env, await stagedRun([providerRow(copy)]), '2026-11-28T10:30:00.000Z');
    expect(await listed()).toBe(false);
    await adminClose(id, session.access_token);
    await applyRun(env, await stagedRun([providerRow(copy)]), '2026-11-28T11:00:00.000Z');
    expect(await listed()).toBe(true);
    expect(await indexedJob(`provider:${copy.providerId}`)).toMatchObject({ duplicate_of: null });
  });
});

describe('a provider job whose description nearly copies a posting', () => {
  const description = Array.from(
    { length: 12 },
    (_, i) => `Paragraph ${i} of our brief: you will shape the identity, packaging and campaign work for a growing tea brand, with a small team.`,
  ).join(' ');

  it('is shown once, as the posting, from the next run on, and never a job far from it', async () => {
    const { session } = await signedInAdmin('index-near-copies');
    const id = await submitted({ category: 'graphic-design', title: 'Graphic Designer, Tea Brand', description });
    await reviewed(id, 'approve', session.access_token);
    const near = providerJob({ title: 'Graphic Designer, Tea Brand', description: description.replace('growing', 'thriving') });
    const far = providerJob({ title: 'Graphic Designer, Tea Brand' });
    const posting = (await indexedJob(`posting:${id}`))!;
    const nearRow = providerRow(near);
    expect(hammingDistance(posting.simhash as string, nearRow.simhash!)).toBeLessThanOrEqual(similarBits);
    await applyRun(env, await stagedRun([nearRow, providerRow(far)]), '2026-11-28T12:00:00.000Z');
    expect(await indexedJob(`provider:${near.providerId}`)).toMatchObject({ duplicate_of: `posting:${id}`, categories: [] });
    expect(await indexedJob(`provider:${far.providerId}`)).toMatchObject({ duplicate_of: null, categories: ['graphic-design'] });
    const keys = await allKeys('graphic-design');
    expect(keys).toContain(`posting:${id}`);
    expect(keys).not.toContain(`provider:${near.providerId}`);
  });
});

describe('the distance of two fingerprints in SQL', () => {
  it('is the bits they differ in, as hammingDistance counts them', async () => {
    const hex = () => Array.from({ length: 16 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
    const pairs = [['0000000000000000', 'ffffffffffffffff'], ['b4cc9a1decd11414', 'b4cc9a1decd11414'], ...Array.from({ length: 30 }, () => [hex(), hex()])];
    for (const [a, b] of pairs) {
      const sql = await env.DB.prepare(`SELECT ${hammingSql('?1', '?2')} AS n`).bind(a, b).first<number>('n');
      expect(sql).toBe(hammingDistance(a!, b!));
    }
  });
});

/** Every key a category lists, all pages. */
async function allKeys(category: string): Promise<string[]> {
  const keys: string[] = [];
  for (let page = 1; ; page++) {
    const result = await searchIndex(env.DB, { ...noFilters, category, page });
    keys.push(...result.jobs.map((job) => job.key));
    if (keys.length >= result.total || result.jobs.length === 0) return keys;
  }
}
