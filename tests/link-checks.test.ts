import { categories, type BoardJob, type Category, type JobListPage } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { jobCards, mainListing } from './support/jobs';
import { baseUrl, useBrowser } from './support/platform';

/**
 * The apply-link check (docs/job-index.md#link-checks) as a visitor sees it: once its run has checked a job's link
 * (the sandbox provider's apply page), the job's card says "Link checked" and the day, with JavaScript on and off.
 */
const browser = useBrowser();

/** A job of a category's first page whose link the check has answered, with its category; null while there is none. */
async function aCheckedJob(): Promise<{ job: BoardJob; category: Category } | null> {
  for (const category of categories) {
    const res = await fetch(`${baseUrl}/api/jobs?category=${category.slug}`);
    const job = ((await res.json()) as JobListPage<BoardJob>).jobs.find((listed) => listed.linkCheckedAt && !listed.postingPath);
    if (job) return { job, category };
  }
  return null;
}

describe("a job card's link check", () => {
  it('says "Link checked" and the day once the run has checked the job\'s link, with JavaScript on and off', async () => {
    const cron = await fetch(`${baseUrl}/__scheduled?cron=${encodeURIComponent('30 * * * *')}`);
    expect(cron.ok).toBe(true);
    // The run checks each host's newest jobs first, one every 5 seconds.
    await expect.poll(aCheckedJob, { timeout: 60_000, interval: 1_000 }).not.toBeNull();
    const { job, category } = (await aCheckedJob())!;
    // A search of its title and company: a page rendered now, not one the page cache kept from before the check.
    const query = `q=${encodeURIComponent(`"${job.title.trim()}" "${job.company ?? ''}"`)}`;
    const searched = (await (await fetch(`${baseUrl}/api/jobs?category=${category.slug}&${query}`)).json()) as JobListPage<BoardJob>;
    const checkedJob = searched.jobs.find((listed) => listed.linkCheckedAt)!;
    expect(checkedJob).toBeDefined();

    for (const javaScriptEnabled of [true, false]) {
      const page = await browser.open(`${category.path}?${query}`, { javaScriptEnabled });
      const viewJob = page.locator(`a[href="${checkedJob.applyHref}"]`);
      const card = jobCards(mainListing(page, category.name)).filter({ has: viewJob });
      const checked = card.getByText(/^Link checked /);
      expect(await checked.textContent()).toMatch(/^Link checked [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(await checked.locator('time').getAttribute('datetime')).toBe(checkedJob.linkCheckedAt);
      expect(await checked.locator('time').getAttribute('data-date')).toBe('day');
    }
  });
});
