import { randomBytes } from 'node:crypto';
import { companySlug } from '@rdj/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, approveSubmission } from './support/admin-api';
import { jobCards, mainListing } from './support/jobs';
import { htmlLink, waitForMail } from './support/mail';
import { baseUrl, desktop, useBrowser } from './support/platform';
import { sendPosting } from './support/postings';
import { unstyledClasses } from './support/styles';

/**
 * Every public page arrives styled: each class in its HTML is one a stylesheet the page ships names (the edge
 * inlines the shell's and the rendering remote's release stylesheets, docs/pages.md#speed). A page's component that
 * imports a stylesheet the remote's release leaves out fails here.
 */
const browser = useBrowser();

const categoryPage = '/remote-product-design-jobs';

/** An approved posting (its page, its company's page, its signed View Job link and the employer's manage link). */
const posting = { id: '', company: '', manageHref: '' };

beforeAll(async () => {
  const suffix = randomBytes(4).toString('hex');
  posting.company = `Styled Studio ${suffix}`;
  const email = `jobs-${suffix}@styled.example`;
  await sendPosting({
    title: `Styled Product Designer ${suffix}`,
    company: posting.company,
    type: 'Full-time',
    category: 'product-design',
    salaryUndisclosed: false,
    salaryMin: 70000,
    salaryMax: 90000,
    salaryCurrency: 'EUR',
    salaryPeriod: 'year',
    description: 'Shape our product from research to pixels.',
    applicationUrl: `https://styled.example/careers/${suffix}`,
    companyWebsite: `https://styled-${suffix}.example/`,
    email,
  });
  posting.id = (await approveSubmission(suffix)).id;
  const [received] = await waitForMail(email, 'The confirmation mail', (mail) => mail.subject.startsWith('We received your job posting'));
  posting.manageHref = await htmlLink(await browser.newPage(), received!, 'Manage posting');
}, 60_000);

afterAll(async () => {
  if (!posting.id) return;
  const rejected = await fetch(`${baseUrl}/api/admin/postings/${posting.id}/reject`, { method: 'POST', headers: await adminHeaders() });
  await rejected.body?.cancel();
  expect(rejected.status).toBe(200);
});

/** The address of the posting page's View Job link: the redirect page, signed by the board. */
async function signedRedirect(): Promise<string> {
  const page = await browser.open(`/jobs/${posting.id}`, { javaScriptEnabled: false });
  const href = await page.getByRole('link', { name: 'View Job' }).getAttribute('href');
  const url = new URL(href ?? '', baseUrl);
  expect(url.searchParams.get('sig')).toBeTruthy();
  return url.pathname + url.search;
}

/** The report page a provider job's card links to. */
async function providerReportPage(): Promise<string> {
  const page = await browser.open(categoryPage, { javaScriptEnabled: false });
  const href = await page.getByRole('link', { name: 'Report', exact: true }).first().getAttribute('href');
  expect(href).toMatch(/^\/report-job\?job=/);
  return href ?? '';
}

/** Each public page of the shell's and the remotes': how it is named here, its address, and the heading it shows. */
const publicPages: [string, () => string | Promise<string>, string | RegExp][] = [
  ['the home page', () => '/', 'Find Your Next Remote Design Job'],
  ['a category page', () => categoryPage, 'Remote Product Design Jobs'],
  ['a category page with its endless list and filters', () => '/remote-graphic-design-jobs', 'Remote Graphic Design Jobs'],
  ['a category search with a salary floor', () => `${categoryPage}?q=designer&salary=40000`, 'Remote Product Design Jobs'],
  ["an approved posting's page", () => `/jobs/${posting.id}`, /^Styled Product Designer /],
  ['a posting that does not exist', () => '/jobs/no-such-posting', 'Job not found'],
  ["a company's page", () => `/companies/${companySlug(posting.company)}`, /^Styled Studio /],
  ['the post-a-job page', () => '/post-job', 'Post a Design Job'],
  ['the about page', () => '/about', 'About Remote Design Jobs'],
  ['the blog', () => '/blog', 'Blog'],
  ['a blog post', () => '/blog/building-a-remote-design-portfolio', 'Building a remote design portfolio'],
  ['an unsigned redirect', () => `/redirect?${new URLSearchParams({ url: 'https://example.com/jobs/1' })}`, 'Check this link before you go'],
  ['a signed redirect', signedRedirect, 'Redirecting you to the job posting...'],
  ["a provider job's report page", providerReportPage, 'Report this job'],
  ['a redirect to no web address', () => `/redirect?${new URLSearchParams({ url: 'javascript:alert(1)' })}`, 'This link does not lead to a job posting'],
  ["the employer's manage page", () => posting.manageHref, 'Manage your job posting'],
  ['a manage link that is no longer valid', () => `${posting.manageHref.slice(0, -4)}AAAA`, 'This link is no longer valid'],
];

describe('the public pages', () => {
  it.each(publicPages)('%s has no class that its stylesheets leave undefined', async (_, path, heading) => {
    const page = await browser.open(await path(), { javaScriptEnabled: false });
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    expect(await unstyledClasses(page)).toEqual([]);
  });
});

describe('a category page at 1280 px', () => {
  it('lays the sidebar out as a 16rem grid column beside the job list, not above it', async () => {
    const page = await browser.open(categoryPage, { viewport: desktop });
    expect(await page.locator('.jobs-category-layout').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    const sidebar = await page.locator('.jobs-category-sidebar').boundingBox();
    const firstJob = await jobCards(mainListing(page, 'Product Design')).first().boundingBox();
    expect(sidebar?.width).toBe(16 * 16);
    expect(firstJob!.x).toBeGreaterThanOrEqual(sidebar!.x + sidebar!.width);
    expect(firstJob!.y).toBeLessThan(sidebar!.y + sidebar!.height);
  });

  it('shows Scroll to top only once the page has been scrolled 400 px down (docs/pages.md#category-listing-pages)', async () => {
    const page = await browser.open(categoryPage, { viewport: desktop });
    const scrollToTop = page.getByRole('link', { name: 'Scroll to top' });
    expect(await scrollToTop.isHidden()).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await scrollToTop.waitFor({ state: 'visible' });
  });
});
