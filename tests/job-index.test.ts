import type { BoardJob, IndexStatus, JobListPage } from '@rdj/shared';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cardTitles, jobCards, mainListing } from './support/jobs';
import { baseUrl, useBrowser } from './support/platform';

/**
 * The board reads its own job index (docs/job-index.md): a typo still finds its jobs, a filter pages through true
 * results with a true total, and a provider outage hides nothing. The platform filled the index from the sandbox
 * provider before the tests began.
 */
const browser = useBrowser();
const graphicPage = '/remote-graphic-design-jobs';
const graphic = 'Graphic Design';

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const listing = (query: string) => api<JobListPage<BoardJob>>(`/api/jobs?category=graphic-design&${query}`);

/** Takes the sandbox job provider down (every search 503) or up again (sandbox/job-provider/server.ts). */
async function providerDown(down: boolean): Promise<void> {
  const res = await fetch(`${new URL(process.env.PROVIDER_URL!).origin}/__outage`, { method: 'PUT', body: JSON.stringify({ down }) });
  expect(res.status).toBe(200);
}

describe('a category page over the job index', () => {
  it('finds Figma jobs for "figam", and says which word it searched', async () => {
    const page = await browser.open(graphicPage);
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('figam');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'figam');
    const list = mainListing(page, graphic);
    await list.getByText('Showing results for figma (no job mentions “figam”)').waitFor();
    const figma = await listing('q=figma');
    expect(figma.jobs.length).toBeGreaterThan(0);
    expect(await cardTitles(list)).toEqual(figma.jobs.map((job) => job.title.trim()));
    expect(`${figma.jobs[0]!.title} ${figma.jobs[0]!.snippet}`).toMatch(/figma/i);
  });

  it('lists 20 jobs and their true total under a salary floor, then page 2, and still every job with the provider off', async () => {
    const floored = await listing('salary=80000&currency=USD');
    expect(floored.totalCount).toBeGreaterThan(40);
    const page = await browser.open(`${graphicPage}?salary=80000`);
    const list = mainListing(page, graphic);
    expect(await jobCards(list).count()).toBe(20);
    await list.getByText(`${floored.totalCount} jobs`, { exact: true }).waitFor();

    await list.getByRole('link', { name: 'Show More' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await jobCards(list).nth(39).waitFor();
    expect(await jobCards(list).count()).toBe(40);
    const twoPages = await cardTitles(list);
    const second = await listing(`salary=80000&currency=USD&page=2&asOf=${floored.asOf}`);
    expect(twoPages).toEqual([...floored.jobs, ...second.jobs].map((job) => job.title.trim()));

    // The provider goes down and an ingest run meets it: the run fails, the lists stay as the last run left them.
    const before = await api<IndexStatus>('/api/jobs/freshness');
    await providerDown(true);
    onTestFinished(() => providerDown(false));
    const cron = await fetch(`${baseUrl}/__scheduled?cron=${encodeURIComponent('15,45 * * * *')}`);
    expect(cron.ok).toBe(true);
    await expect.poll(async () => (await api<IndexStatus>('/api/jobs/freshness')).running).toBe(true);

    const again = await browser.open(`${graphicPage}?salary=80000&page=2`);
    const listed = mainListing(again, graphic);
    expect(await jobCards(listed).count()).toBe(40);
    expect(await cardTitles(listed)).toEqual(twoPages);
    await listed.getByText(`${floored.totalCount} jobs`, { exact: true }).waitFor();
    const refreshed = again.getByText(/^Jobs refreshed /);
    expect(await refreshed.locator('time').getAttribute('datetime')).toBe(before.refreshedAt);
    expect((await api<IndexStatus>('/api/jobs/freshness')).jobs).toBe(before.jobs);
  });
});
