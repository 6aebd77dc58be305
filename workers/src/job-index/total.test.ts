/**
 * A listing's total is counted only as far as its pages reach (docs/job-index.md#listing): 100 pages of 20 jobs, so
 * a list of more than 2,000 says 2,001 ("2,000+") and no count reads further into it.
 */
import { env } from 'cloudflare:workers';
import { reachableJobs, type BoardJob, type JobListPage } from '@rdj/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { providerJob, stagedRun } from '../../test/support/job-index';
import { applyRun } from './apply-run';
import { type IndexSearch } from './listing';
import { providerRow } from './rows';
import { searchIndex } from './search';

/** Graphic design jobs, every one in Figma: more than a list reaches. */
const graphicJobs = 3_000;
/** UX jobs with no Figma, so fewer than half the index holds "figma" and its search is ranked by relevance. */
const uxJobs = 3_100;

beforeAll(async () => {
  const graphic = Array.from({ length: graphicJobs }, () => providerJob());
  const ux = Array.from({ length: uxJobs }, () =>
    providerJob({ title: 'UX Researcher', snippet: 'Interviews and usability studies', description: 'Research with our users and the product team.' }),
  );
  await applyRun(env, await stagedRun([...graphic, ...ux].map(providerRow)), '2026-11-28T10:00:00.000Z');
}, 60_000);

const listing = (search: Partial<IndexSearch>) =>
  searchIndex(env.DB, { category: 'graphic-design', q: '', employment: [], experience: [], salary: null, from: null, page: 1, ...search });

describe('a total past the last page', () => {
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

  it('says more follow on page 99 and none on page 100, the last a list serves', async () => {
    const page = async (n: number) => (await call(`/api/jobs?category=graphic-design&page=${n}`)).json<JobListPage<BoardJob>>();
    expect(await page(99)).toMatchObject({ more: true, totalCount: reachableJobs + 1 });
    expect(await page(100)).toMatchObject({ more: false, totalCount: reachableJobs + 1 });
  });
});
