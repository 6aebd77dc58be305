import {
  payNotDisclosed,
  reachableJobs,
  salaryFilterNote,
  salaryOf,
  showsPayLabel,
  workFromFilterNote,
  workFromOf,
  type BoardJob,
  type JobListPage,
} from '@rdj/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { canWorkFrom, meetsPayAndPlace } from '../shared/test/support/job-filters';
import { adminHeaders, approveSubmission } from './support/admin-api';
import { cardTitles, endlessList, jobCards, mainListing, settled } from './support/jobs';
import { baseUrl, useBrowser } from './support/platform';
import { sendPosting } from './support/postings';

/**
 * The category pages' salary floor and "I work from" (docs/postings.md#salary-filter, #work-from-filter): a GET form
 * whose Apply button loads the narrowed page's address, with or without JavaScript (no framework runs to filter).
 */
const browser = useBrowser();
const withoutScript = { javaScriptEnabled: false };

const graphicPage = '/remote-graphic-design-jobs';
const graphic = 'Graphic Design';
const alertNote = 'Salary and country filters are not part of alerts.';

/** Page 1 of the graphic design listing as the API answers it for `query`: what the page must show. */
async function apiTitles(query: string): Promise<{ titles: string[]; jobs: BoardJob[]; total: number }> {
  const res = await fetch(`${baseUrl}/api/jobs?category=graphic-design&page=1&${query}`);
  expect(res.status).toBe(200);
  const { jobs, totalCount } = (await res.json()) as JobListPage<BoardJob>;
  return { titles: jobs.map((job) => job.title.trim()), jobs, total: totalCount };
}

function filtersOf(page: Page) {
  const form = page.getByRole('form', { name: 'Salary and country' });
  return {
    form,
    floor: form.getByRole('combobox', { name: 'Minimum salary a year' }),
    currency: form.getByRole('combobox', { name: 'Currency' }),
    country: form.getByRole('combobox', { name: 'I work from' }),
    showsPay: form.getByRole('checkbox', { name: showsPayLabel }),
    apply: form.getByRole('button', { name: 'Apply salary and country' }),
  };
}

describe('salary floor and "I work from" without JavaScript', () => {
  it('narrows both lists to jobs paying at least the floor in its currency, and says which jobs it hides', async () => {
    const page = await browser.open(graphicPage, withoutScript);
    const filters = filtersOf(page);
    await page.getByText(salaryFilterNote, { exact: true }).waitFor();
    const all = await apiTitles('');

    await filters.floor.selectOption({ label: '100,000' });
    await filters.apply.click();
    await page.waitForURL((url) => url.searchParams.get('salary') === '100000' && url.searchParams.get('currency') === 'USD');

    const expected = await apiTitles('salary=100000&currency=USD');
    expect(expected.titles.length).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);
    for (const job of expected.jobs) expect(meetsPayAndPlace(job, { salary: { amount: 100000, currency: 'USD' }, from: null })).toBe(true);
    expect(await cardTitles(mainListing(page, graphic))).toEqual(expected.titles);
    expect(await cardTitles(endlessList(page, graphic))).toEqual(expected.titles);
    expect(await filtersOf(page).floor.inputValue()).toBe('100000');
    await page.getByText(salaryFilterNote, { exact: true }).waitFor();
    await page.getByRole('form', { name: 'Get alerts for these jobs' }).getByText(alertNote).waitFor();
  });

  it('narrows to jobs someone in Portugal may take, keeping the search list and the endless list filters', async () => {
    const page = await browser.open(`${graphicPage}?employment=Full-time`, withoutScript);
    const filters = filtersOf(page);
    await page.getByText(workFromFilterNote, { exact: true }).waitFor();
    await filters.country.selectOption({ label: 'Portugal' });
    await filters.apply.click();
    await page.waitForURL((url) => url.searchParams.get('from') === 'PT');
    expect(new URL(page.url()).searchParams.getAll('employment')).toEqual(['Full-time']);

    const expected = await apiTitles('from=PT');
    expect(expected.titles.length).toBeGreaterThan(0);
    for (const job of expected.jobs) expect(canWorkFrom(workFromOf(job) ?? ['nowhere'], 'PT')).toBe(true);
    expect(await cardTitles(mainListing(page, graphic))).toEqual(expected.titles);
    const endless = await apiTitles('employment=Full-time&from=PT');
    expect(await cardTitles(endlessList(page, graphic))).toEqual(endless.titles);
    expect(await filtersOf(page).country.inputValue()).toBe('PT');
    await page.getByRole('form', { name: 'Get alerts for these jobs' }).getByText(alertNote).waitFor();
  });
});

describe('salary floor and "I work from" with JavaScript', () => {
  it('applies each choice with its Apply button, a page of its own at the address holding it, and Back returns to the choice before', async () => {
    const page = await browser.open(graphicPage);
    const filters = filtersOf(page);
    const listing = mainListing(page, graphic);
    await jobCards(listing).first().waitFor();
    // The button is always there: choosing alone applies nothing, and loads no framework.
    expect(await filters.apply.isVisible()).toBe(true);
    expect(await page.getByRole('form', { name: 'Get alerts for these jobs' }).getByText(alertNote).count()).toBe(0);

    await filters.floor.selectOption({ label: '100,000' });
    await filters.apply.click();
    await page.waitForURL((url) => url.searchParams.get('salary') === '100000' && !url.searchParams.get('from'));
    const floored = await apiTitles('salary=100000&currency=USD');
    expect(await cardTitles(listing)).toEqual(floored.titles);

    await filters.country.selectOption({ label: 'Portugal' });
    await filters.apply.click();
    await page.waitForURL((url) => url.searchParams.get('salary') === '100000' && url.searchParams.get('from') === 'PT');
    const both = await apiTitles('salary=100000&currency=USD&from=PT');
    expect(both.titles.length).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(floored.total);
    expect(await cardTitles(listing)).toEqual(both.titles);
    await settled(listing);
    // The endless list may go on to its next pages by itself once its end is in view: its first page is the same.
    expect((await cardTitles(endlessList(page, graphic))).slice(0, both.titles.length)).toEqual(both.titles);
    await page.getByRole('form', { name: 'Get alerts for these jobs' }).getByText(alertNote).waitFor();

    // Back: the page of the floor alone, its choices as its address says, not as they were last touched.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('salary') === '100000' && !url.searchParams.get('from'));
    expect(await filters.floor.inputValue()).toBe('100000');
    expect(await filters.country.inputValue()).toBe('');
    expect(await cardTitles(listing)).toEqual(floored.titles);
  });
});

describe('"Shows pay"', () => {
  /** The search list's total as the page says it above its cards. */
  const totalText = (total: number) => (total > reachableJobs ? '2,000+ jobs' : `${total.toLocaleString('en-US')} ${total === 1 ? 'job' : 'jobs'}`);

  it.each([
    ['without JavaScript', withoutScript],
    ['with JavaScript', {}],
  ])('narrows both lists to jobs that show pay, with their true total, and keeps a country set with it (%s)', async (_label, options) => {
    const page = await browser.open(`${graphicPage}?from=US`, options);
    const filters = filtersOf(page);
    const listing = mainListing(page, graphic);
    const all = await apiTitles('from=US');
    await listing.getByText(totalText(all.total), { exact: true }).waitFor();
    expect(await filters.showsPay.isChecked()).toBe(false);

    await filters.showsPay.check();
    await filters.apply.click();
    await page.waitForURL((url) => url.searchParams.get('pay') === '1' && url.searchParams.get('from') === 'US');

    const expected = await apiTitles('from=US&pay=1');
    expect(expected.titles.length).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);
    for (const job of expected.jobs) expect(salaryOf(job)).not.toBeNull();
    await listing.getByText(totalText(expected.total), { exact: true }).waitFor();
    expect(await cardTitles(listing)).toEqual(expected.titles);
    expect(await listing.getByText(payNotDisclosed, { exact: true }).count()).toBe(0);
    expect((await cardTitles(endlessList(page, graphic))).slice(0, expected.titles.length)).toEqual(expected.titles);
    expect(await filtersOf(page).showsPay.isChecked()).toBe(true);
    // The alert box keeps it: alerts match new jobs by it.
    const alert = page.getByRole('form', { name: 'Get alerts for these jobs' });
    expect(await alert.locator('input[type="hidden"][name="pay"]').getAttribute('value')).toBe('1');
  });
});

describe('approved postings under the filters', () => {
  it('lists an approved posting as Featured only while it meets the floor and is open to the country', async () => {
    const suffix = crypto.randomUUID().slice(0, 8);
    const title = `Product Designer, Lisbon Friendly ${suffix}`;
    await sendPosting({
      title,
      company: 'Tagus Studio',
      salaryMin: 120000,
      salaryMax: 140000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      workFrom: ['europe'],
      type: 'Full-time',
      category: 'product-design',
      description: 'Design our product end to end.\nA small remote team across Europe.',
      applicationUrl: `https://tagus.example/careers/${suffix}`,
      email: `jobs-${suffix}@tagus.example`,
    });
    const { id } = await approveSubmission(suffix);
    onTestFinished(async () => {
      const rejected = await fetch(`${baseUrl}/api/admin/postings/${id}/reject`, { method: 'POST', headers: await adminHeaders() });
      await rejected.body?.cancel();
      if (rejected.status !== 200) throw new Error(`rejecting ${id} after the test answered ${rejected.status}`);
    });

    const openAt = (query: string) => browser.open(`/remote-product-design-jobs?${query}`, withoutScript);
    const listed = async (query: string) => (await cardTitles(mainListing(await openAt(query), 'Product Design'))).includes(title);
    const page = await openAt('salary=120000&from=PT');
    const card = jobCards(mainListing(page, 'Product Design')).first();
    expect(await card.getByRole('heading').textContent()).toBe(title);
    await card.getByRole('list', { name: 'Badges' }).getByText('Featured', { exact: true }).waitFor();
    expect(await listed('salary=150000')).toBe(false);
    expect(await listed('salary=120000&currency=EUR')).toBe(false);
    expect(await listed('from=US')).toBe(false);
  });
});
