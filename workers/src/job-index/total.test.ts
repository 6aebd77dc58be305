/**
 * A listing reads no further than its pages reach (docs/job-index.md#listing): 100 pages of 20 jobs, so a list of
 * more than 2,000 says 2,001 ("2,000+"), no count reads further into it, and a search ranks its newest 2,000 matches.
 */
import { env } from 'cloudflare:workers';
import { reachableJobs, type BoardJob, type JobListPage } from '@rdj/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { providerJob, stagedRun } from '../../test/support/job-index';
import type { ProviderJob } from '../provider/provider';
import { applyRun } from './apply-run';
import { type IndexSearch } from './listing';
import { providerRow } from './rows';
import { searchIndex } from './search';

/** Graphic design jobs, every one in Figma: more than a list reaches. */
const graphicJobs = 3_000;
/** UX jobs with no Figma, so fewer than half the index holds "figma" and its search is ranked by relevance. */
const uxJobs = 3_100;

const uxJob = () =>
  providerJob({ title: 'UX Researcher', snippet: 'Interviews and usability studies', description: 'Research with our users and the product team.' });

/** Every job of the index. */
let jobs: ProviderJob[] = [];

/** Graphic design jobs of the first run, the index's oldest: 10 of them with Figma in their titles, its best matches. */
const firstRun = 1_000;

beforeAll(async () => {
  const graphic = Array.from({ length: graphicJobs }, (_, i) =>
    providerJob(i < 10 ? { title: 'Figma Graphic Designer' } : i === graphicJobs - 1 ? { title: 'Figma Graphic Lead' } : {}),
  );
  const ux = Array.from({ length: uxJobs }, uxJob);
  jobs = [...graphic, ...ux];
  // Two runs, so the first run's jobs hold the lowest ids: the second takes them in again, with every other job.
  await applyRun(env, await stagedRun(graphic.slice(0, firstRun).map(providerRow)), '2026-11-27T10:00:00.000Z');
  await applyRun(env, await stagedRun(jobs.map(providerRow)), '2026-11-28T10:00:00.000Z');
}, 60_000);

const listing = (search: Partial<IndexSearch>) =>
  searchIndex(env.DB, { category: 'graphic-design', q: '', employment: [], experience: [], salary: null, from: null, page: 1, ...search });

describe('a list longer than its last page', () => {
  it('is counted to 2,001 and no further for a list with no search, reading fewer rows than the list holds', async () => {
    const page = await listing({});
    expect(page.total).toBe(reachableJobs + 1);
    expect(page.jobs).toHaveLength(20);
    // Counting all 3,000 read 3,000 rows for the count alone.
    expect(page.rowsRead).toBeLessThan(reachableJobs + 200);
  });

  it('is counted to 2,001 with a filter of the visitor’s', async () => {
    expect((await listing({ employment: ['Full-time'] })).total).toBe(reachableJobs + 1);
  });

  it('is counted to 2,001 for a search listed newest first, which every job of the index matches', async () => {
    expect((await listing({ q: 'our' })).total).toBe(reachableJobs + 1);
  });

  it('is counted to 2,001 for a search ranked by relevance, whose last page is still full', async () => {
    expect((await listing({ q: 'figma' })).total).toBe(reachableJobs + 1);
    expect((await listing({ q: 'figma', page: 100 })).jobs).toHaveLength(20);
  });

  it('ranks the newest 2,000 matches only: a better match older than them is not listed', async () => {
    const ranked = await listing({ q: 'figma', pages: 100, page: 100 });
    expect(ranked.jobs).toHaveLength(reachableJobs);
    expect(ranked.jobs[0]!.title).toBe('Figma Graphic Lead');
    expect(ranked.jobs.filter((job) => job.title === 'Figma Graphic Designer')).toEqual([]);
  });

  it('says more follow on page 99 and none on page 100, the last a list serves', async () => {
    const page = async (n: number) => (await call(`/api/jobs?category=graphic-design&page=${n}`)).json<JobListPage<BoardJob>>();
    expect(await page(99)).toMatchObject({ more: true, totalCount: reachableJobs + 1 });
    expect(await page(100)).toMatchObject({ more: false, totalCount: reachableJobs + 1 });
  });

  it('reads a ranked search’s later page from the order its first page kept, not from its matches again', async () => {
    const first = await listing({ q: 'figma', employment: ['Full-time'] });
    const later = await listing({ q: 'figma', employment: ['Full-time'], page: 2, asOf: first.asOf });
    expect(later.jobs).toHaveLength(20);
    expect(first.rowsRead).toBeGreaterThan(reachableJobs);
    // The kept order, whether the newest 200 jobs match (read with it), and the page's 20 jobs.
    expect(later.rowsRead).toBeLessThan(300);
  });

  // Last: it adds jobs. Ranking or counting every match read 70,223 rows for "figma" over the bench's 100,000 jobs.
  it('reads no more rows for a search’s first page when 700 more jobs of its category match it', async () => {
    // Searches no test asked before, so their orders are read afresh: one listed newest first, one ranked.
    const first = async () => [(await listing({ q: 'our', employment: ['Full-time', 'Contract'] })).rowsRead, (await listing({ q: 'illustrator' })).rowsRead];
    const before = await first();
    const more = [...Array.from({ length: 700 }, () => providerJob()), ...Array.from({ length: 1300 }, () => uxJob())];
    await applyRun(env, await stagedRun([...jobs, ...more].map(providerRow)), '2026-11-29T10:00:00.000Z');
    // The same rows, give or take the one whose sample of the newest jobs now holds one match more or less.
    const after = await first();
    expect(after.map((rows, i) => Math.abs(rows - before[i]!)).every((change) => change <= 1), `${before} → ${after}`).toBe(true);
  });
});
