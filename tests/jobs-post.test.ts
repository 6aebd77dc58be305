import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { postingLabels, type JobListPage } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { structuredData } from './support/html';
import { cardFacts, jobCards, mainListing, signedRedirectTarget, signInAsAdmin } from './support/jobs';
import { baseUrl, hydrated, useBrowser } from './support/platform';

const browser = useBrowser();

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
  };
}

type Posting = ReturnType<typeof aPosting>;

async function fillPosting(page: Page, posting: Posting) {
  const form = postingForm(page);
  await form.getByLabel(postingLabels.title, { exact: true }).fill(posting.title);
  await form.getByLabel(postingLabels.company, { exact: true }).fill(posting.company);
  await form.getByLabel(postingLabels.type, { exact: true }).selectOption('Contract');
  await form.getByLabel(postingLabels.category, { exact: true }).selectOption({ label: 'Product Design' });
  await form.getByLabel(postingLabels.salary, { exact: true }).fill('$90,000 - $110,000 per year');
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

/** Approves the submission titled `title` on the admin screen; returns its id. */
async function approveAsAdmin(page: Page, title: string): Promise<string> {
  await signInAsAdmin(page);
  await page.goto('/admin/job-submissions');
  await page.getByRole('heading', { level: 1, name: 'Job Submissions' }).waitFor();
  const link = page.getByRole('link', { name: title, exact: true });
  const id = (await link.getAttribute('href'))!.split('/').pop()!;
  await link.click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByText('Submission approved.', { exact: true }).waitFor();
  return decodeURIComponent(id);
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
    const page = await browser.newPage();
    await postThroughForm(page, posting);

    // Pending postings are not public yet.
    const before = (await (await fetch(`${baseUrl}/api/jobs?category=product-design&page=1`)).json()) as JobListPage;
    expect(before.jobs.map((job) => job.title)).not.toContain(posting.title);

    const approvedAt = Date.now();
    const id = await approveAsAdmin(page, posting.title);

    // A visitor (a fresh context, no session) sees it first on the product design page, as a Featured job.
    const visitor = await browser.open('/remote-product-design-jobs');
    const listing = mainListing(visitor, 'Product Design');
    const card = jobCards(listing).filter({ has: visitor.getByRole('heading', { name: posting.title, exact: true }) });
    await card.waitFor();
    expect(await jobCards(listing).first().getByRole('heading').textContent()).toBe(posting.title);
    expect(await card.getByRole('list', { name: 'Badges' }).getByRole('listitem').allTextContents()).toContain('Featured');
    expect(await cardFacts(card)).toEqual(expect.arrayContaining(['Contract']));
    const viewJob = card.getByRole('link', { name: 'View Job' });
    expect(await signedRedirectTarget(await viewJob.getAttribute('href'))).toBe(posting.applicationUrl);

    // Its title leads to its own page.
    await card.getByRole('link', { name: posting.title }).click();
    await visitor.waitForURL((url) => url.pathname === `/jobs/${id}`);
    await visitor.getByRole('heading', { level: 1, name: posting.title }).waitFor();
    expect(await visitor.getByTestId('posting-description').textContent()).toBe(posting.description);
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
      baseSalary: { currency: 'USD', value: { minValue: 90_000, maxValue: 110_000, unitText: 'YEAR' } },
    });
    expect(String(jobPosting!.description)).toContain('Shape our product');
    const validThrough = Date.parse(String(jobPosting!.validThrough));
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    expect(Math.abs(validThrough - (approvedAt + thirtyDays))).toBeLessThan(10 * 60 * 1000);
    expect(html).not.toContain(posting.email);
  });
});
