import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { postingLabels, type JobListPage, type JobSubmission } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { adminHeaders, approveSubmission } from './support/admin-api';
import { newClient } from './support/client';
import { structuredData } from './support/html';
import { cardFacts, jobCards, mainListing, signedRedirectTarget } from './support/jobs';
import { baseUrl, hydrated, useBrowser } from './support/platform';

const browser = useBrowser();
/** Each page that posts is a client of its own, under the per-client limit on postings (docs/postings.md#review). */
const ownClient = { prepare: (context: BrowserContext) => context.setExtraHTTPHeaders(newClient()) };
const withoutScript = { javaScriptEnabled: false, ...ownClient };

function postingForm(page: Page) {
  return page.getByRole('form', { name: 'Post a Design Job' });
}

/** What the employer types; the title is new on every run so reruns against the same state never collide. */
function aPosting() {
  const suffix = randomBytes(4).toString('hex');
  return {
    title: `Senior Product Designer ${suffix}`,
    company: `Orbit Labs ${suffix}`,
    description: 'Shape our product from research to shipped screens.\nWork with a small remote team.',
    applicationUrl: `https://orbit.example.com/careers/${suffix}?src=rdj`,
    email: `hiring-${suffix}@orbit.example.com`,
    suffix,
  };
}

type Posting = ReturnType<typeof aPosting>;

async function fillPosting(page: Page, posting: Posting) {
  const form = postingForm(page);
  await form.getByLabel(postingLabels.title, { exact: true }).fill(posting.title);
  await form.getByLabel(postingLabels.company, { exact: true }).fill(posting.company);
  await form.getByLabel(postingLabels.employerSize, { exact: true }).selectOption({ label: '1–3 employees' });
  await form.getByLabel(postingLabels.type, { exact: true }).selectOption('Contract');
  await form.getByLabel(postingLabels.category, { exact: true }).selectOption({ label: 'Product Design' });
  await form.getByLabel(postingLabels.salaryMin, { exact: true }).fill('90,000');
  await form.getByLabel(postingLabels.salaryMax, { exact: true }).fill('110000');
  await form.getByLabel(postingLabels.salaryCurrency, { exact: true }).selectOption('USD');
  await form.getByLabel(postingLabels.salaryPeriod, { exact: true }).selectOption({ label: 'per year' });
  await form.getByLabel(postingLabels.workFrom, { exact: true }).selectOption([{ label: 'Portugal' }, { label: 'Spain' }]);
  await form.getByLabel(postingLabels.tzMin, { exact: true }).selectOption({ label: 'UTC−1' });
  await form.getByLabel(postingLabels.tzMax, { exact: true }).selectOption({ label: 'UTC+2' });
  await form.getByLabel(postingLabels.description, { exact: true }).fill(posting.description);
  await form.getByLabel(postingLabels.applicationUrl, { exact: true }).fill(posting.applicationUrl);
  await form.getByLabel(postingLabels.email, { exact: true }).fill(posting.email);
}

/** Posts through the form and lands on /thank-you. */
async function postThroughForm(page: Page, posting: Posting) {
  await page.goto('/post-job');
  await hydrated(page);
  await fillPosting(page, posting);
  await postingForm(page).getByRole('button', { name: 'Submit Job Posting' }).click();
  await page.waitForURL((url) => url.pathname === '/thank-you');
  await page.getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor();
}

/** Rejects submission `id` through the admin API, so no other test meets it on the board. */
async function rejectSubmission(id: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/admin/postings/${id}/reject`, { method: 'POST', headers: await adminHeaders() });
  await res.body?.cancel();
  if (res.status !== 200) throw new Error(`rejecting ${id} answered ${res.status}`);
}

/** The pending submission whose title ends with `suffix`, as the admin API lists it. */
async function pendingSubmission(suffix: string): Promise<JobSubmission | undefined> {
  const res = await fetch(`${baseUrl}/api/admin/postings?status=pending`, { headers: await adminHeaders() });
  const { submissions } = (await res.json()) as { submissions: JobSubmission[] };
  return submissions.find((s) => s.title.endsWith(suffix));
}

describe('post a job', () => {
  it('shows the required-field messages on an empty submit, sends nothing and stays on the form', async () => {
    const page = await browser.open('/post-job');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/postings')) posts.push(request.method());
    });
    const form = postingForm(page);
    await page.getByRole('heading', { level: 1, name: 'Post a Design Job' }).waitFor();
    await form.getByRole('button', { name: 'Submit Job Posting' }).click();

    for (const message of [
      'Job title is required',
      'Company name is required',
      'Job description is required',
      'Application URL is required',
      'Contact email is required',
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await form.getByLabel(postingLabels.title, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel(postingLabels.title, { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/post-job');
    expect(posts).toEqual([]);
  });

  it('lands on /thank-you, and once approved the posting is Featured on its category page with its own page and JobPosting data', async () => {
    const posting = aPosting();
    const page = await browser.newPage(ownClient);
    await postThroughForm(page, posting);

    // Pending postings are not public yet.
    const before = (await (await fetch(`${baseUrl}/api/jobs?category=product-design&page=1`)).json()) as JobListPage;
    expect(before.jobs.map((job) => job.title)).not.toContain(posting.title);

    const approvedAt = Date.now();
    const { id } = await approveSubmission(posting.suffix);
    try {
      // A visitor (a fresh context, no session) sees it first on the product design page, as a Featured job.
      const visitor = await browser.open('/remote-product-design-jobs');
      const listing = mainListing(visitor, 'Product Design');
      const card = jobCards(listing).filter({ has: visitor.getByRole('heading', { name: posting.title, exact: true }) });
      await card.waitFor();
      expect(await jobCards(listing).first().getByRole('heading').textContent()).toBe(posting.title);
      expect(await card.getByRole('list', { name: 'Badges' }).getByRole('listitem').allTextContents()).toContain('Featured');
      expect(await cardFacts(card)).toEqual(expect.arrayContaining(['Portugal, Spain · UTC−1 to UTC+2', 'Contract']));
      expect(await card.locator('.jobs-card-pay').textContent()).toBe('$90,000 – $110,000 per year');
      const viewJob = card.getByRole('link', { name: 'View Job' });
      expect(await signedRedirectTarget(await viewJob.getAttribute('href'))).toBe(posting.applicationUrl);

      // Its title leads to its own page.
      await card.getByRole('link', { name: posting.title }).click();
      await visitor.waitForURL((url) => url.pathname === `/jobs/${id}`);
      await visitor.getByRole('heading', { level: 1, name: posting.title }).waitFor();
      expect(await visitor.getByTestId('posting-description').textContent()).toBe(posting.description);
      const terms = visitor.locator('.jobs-posting-terms');
      expect(await terms.locator('dt').allTextContents()).toEqual(['Salary', 'Work from', 'Time zones']);
      expect(await terms.locator('dd').allTextContents()).toEqual(['$90,000 – $110,000 per year', 'Portugal, Spain', 'UTC−1 to UTC+2']);
      expect(await signedRedirectTarget(await visitor.getByRole('link', { name: 'View Job' }).getAttribute('href'))).toBe(
        posting.applicationUrl,
      );

      // The HTML the edge sends for that page carries the JobPosting structured data.
      const res = await fetch(`${baseUrl}/jobs/${id}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const data = structuredData(html) as Record<string, unknown>[];
      const jobPosting = data.find((item) => item['@type'] === 'JobPosting');
      expect(jobPosting).toMatchObject({
        '@context': expect.stringMatching(/^https:\/\/schema\.org\/?$/),
        '@type': 'JobPosting',
        title: posting.title,
        hiringOrganization: { '@type': 'Organization', name: posting.company },
        employmentType: 'CONTRACTOR',
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: [
          { '@type': 'Country', name: 'Portugal' },
          { '@type': 'Country', name: 'Spain' },
        ],
        baseSalary: { currency: 'USD', value: { minValue: 90_000, maxValue: 110_000, unitText: 'YEAR' } },
      });
      expect(String(jobPosting!.description)).toContain('Shape our product');
      const validThrough = Date.parse(String(jobPosting!.validThrough));
      const thirtyDays = 30 * 24 * 60 * 60 * 1000;
      expect(Math.abs(validThrough - (approvedAt + thirtyDays))).toBeLessThan(10 * 60 * 1000);
      expect(html).not.toContain(posting.email);
    } finally {
      // Off the board again, so no other test meets it.
      await rejectSubmission(id);
    }
  });
});

describe('post a job without JavaScript', () => {
  it('sends the range and every country picked in the multiple select, and lands on /thank-you', async () => {
    const posting = aPosting();
    const page = await browser.open('/post-job', withoutScript);
    await fillPosting(page, posting);
    await postingForm(page).getByLabel(postingLabels.workFrom, { exact: true }).selectOption([
      { label: 'Portugal' },
      { label: 'Latin America' },
      { label: 'Canada' },
    ]);
    await postingForm(page).getByLabel(postingLabels.runDays, { exact: true }).selectOption('14');
    await postingForm(page).getByRole('button', { name: 'Submit Job Posting' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you');
    await page.getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor();

    const stored = await pendingSubmission(posting.suffix);
    expect(stored).toMatchObject({
      salaryRange: { min: 90_000, max: 110_000, currency: 'USD', period: 'year' },
      workFrom: ['latin-america', 'CA', 'PT'],
      tzMin: -1,
      tzMax: 2,
      runDays: 14,
      location: 'Latin America, Canada, Portugal · UTC−1 to UTC+2',
    });
    await rejectSubmission(stored!.id);
  });

  it('shows a refused range beside its field, keeping the places chosen and storing nothing', async () => {
    const posting = aPosting();
    const page = await browser.open('/post-job', withoutScript);
    await fillPosting(page, posting);
    const form = postingForm(page);
    await form.getByLabel(postingLabels.salaryMax, { exact: true }).fill('80000');
    await form.getByRole('button', { name: 'Submit Job Posting' }).click();

    await form.getByText('Maximum must be at least the minimum', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/post-job');
    expect(await form.getByLabel(postingLabels.salaryMax, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    const places = form.getByLabel(postingLabels.workFrom, { exact: true });
    expect(await places.evaluate((select: HTMLSelectElement) => Array.from(select.selectedOptions, (o) => o.value))).toEqual(['PT', 'ES']);
    expect(await pendingSubmission(posting.suffix)).toBeUndefined();
  });
});

/** A close date a week ahead (UTC), within the default 30-day run. */
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const coloradoLaw = "Colorado's Equal Pay for Equal Work Act requires the pay range for a job open to Colorado: give a minimum and maximum";

/**
 * Colorado's pay law on the form (docs/postings.md#pay-transparency-laws): a job open to Colorado without pay is
 * refused with the law named beside Not disclosed, and with a range, benefits and a close date it is sent.
 */
describe.each([
  ['with JavaScript', ownClient],
  ['without JavaScript', withoutScript],
])('a job open to Colorado, %s', (_name, options) => {
  it('is refused without pay, naming the law, then accepted with a range, benefits and a close date', async () => {
    const posting = aPosting();
    const page = await browser.open('/post-job', options);
    if (options !== withoutScript) await hydrated(page);
    await fillPosting(page, posting);
    const form = postingForm(page);
    await form.getByLabel(postingLabels.workFrom, { exact: true }).selectOption([{ label: 'Colorado' }]);
    await form.getByLabel(postingLabels.salaryUndisclosed, { exact: true }).check();
    await form.getByRole('button', { name: 'Submit Job Posting' }).click();

    await form.getByText(coloradoLaw, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/post-job');
    expect(await form.getByLabel(postingLabels.salaryUndisclosed, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await form.getByText("Colorado's Equal Pay for Equal Work Act requires the date applications close for a job open to Colorado", { exact: true }).waitFor();
    expect(await pendingSubmission(posting.suffix)).toBeUndefined();

    await form.getByLabel(postingLabels.salaryUndisclosed, { exact: true }).uncheck();
    await form.getByLabel(postingLabels.salaryMin, { exact: true }).fill('90000');
    await form.getByLabel(postingLabels.salaryMax, { exact: true }).fill('110000');
    await form.getByLabel(postingLabels.benefits, { exact: true }).fill('Health insurance, 401(k) match, 25 days off');
    await form.getByLabel(postingLabels.applicationCloses, { exact: true }).fill(inAWeek());
    await form.getByRole('button', { name: 'Submit Job Posting' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you');

    const stored = await pendingSubmission(posting.suffix);
    expect(stored).toMatchObject({
      workFrom: ['US-CO'],
      salaryRange: { min: 90_000, max: 110_000, currency: 'USD', period: 'year' },
      employerSize: 1,
      benefits: 'Health insurance, 401(k) match, 25 days off',
      applicationCloses: inAWeek(),
    });
    await rejectSubmission(stored!.id);
  });
});
