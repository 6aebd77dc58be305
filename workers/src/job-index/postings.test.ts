import { describe, expect, it } from 'vitest';
import { runCron } from '../../test/support/alerts';
import { signedInAdmin } from '../../test/support/auth';
import { indexedJob, providerJob, stagedRun } from '../../test/support/job-index';
import { adminClose, expire, reviewed, submitted } from '../../test/support/postings';
import { crons } from '../scheduled';
import { env } from 'cloudflare:workers';
import { applyRun } from './apply-run';
import { providerRow } from './rows';
import { searchIndex } from './search';

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
    await runCron(crons.everyMinute);
    for (const id of [closed, expired]) {
      expect(await indexedJob(`posting:${id}`)).toMatchObject({ closed_at: expect.any(String), categories: [], places: [] });
    }
    const page = await searchIndex(env.DB, { ...noFilters, category: 'specialized-design' });
    expect(page.jobs.map((job) => job.key)).not.toContain(`posting:${closed}`);
    expect(page.jobs.map((job) => job.key)).not.toContain(`posting:${expired}`);
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

/** Every key a category lists, all pages. */
async function allKeys(category: string): Promise<string[]> {
  const keys: string[] = [];
  for (let page = 1; ; page++) {
    const result = await searchIndex(env.DB, { ...noFilters, category, page });
    keys.push(...result.jobs.map((job) => job.key));
    if (keys.length >= result.total || result.jobs.length === 0) return keys;
  }
}
