import { randomBytes } from 'node:crypto';
import { companySlug, type CompanyWithJobs } from '@rdj/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { adminHeaders, approveSubmission } from './support/admin-api';
import { readHead, structuredData } from './support/html';
import { sendPosting } from './support/postings';
import { hoverAndFollow, wasSpeculated } from './support/islands';
import { baseUrl, pageErrors, useBrowser } from './support/platform';

/**
 * A company page (docs/postings.md#companies): made by approving a posting, with a logo the administrator uploaded,
 * read without JavaScript as a crawler does and used with it as a visitor does.
 */
const browser = useBrowser();
const withoutScript = { javaScriptEnabled: false };

/** A real 2×2 PNG, so the page's logo is an image the browser shows. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGMwTjtjnHaGAUIBACS2BZU4w3+7AAAAAElFTkSuQmCC', 'base64');

/**
 * A product design posting of a company no other test has, sent through the API and approved by the administrator,
 * with a logo uploaded; rejected again once the test is over, so the board is as other tests expect it.
 */
async function approvedCompanyPosting() {
  const suffix = randomBytes(4).toString('hex');
  const posting = { title: `Product Designer ${suffix}`, company: `Harbor & Sons ${suffix}`, website: `https://harbor-${suffix}.example/` };
  await sendPosting({
    title: posting.title,
    company: posting.company,
    type: 'Full-time',
    category: 'product-design',
    salaryUndisclosed: false,
    salaryMin: 90000,
    salaryMax: 110000,
    salaryCurrency: 'USD',
    salaryPeriod: 'year',
    description: 'Design our product end to end.\nA small remote team.',
    applicationUrl: `https://harbor-${suffix}.example/careers/1`,
    companyWebsite: posting.website,
    email: `jobs-${suffix}@harbor.example`,
  });
  const { id } = await approveSubmission(suffix);
  onTestFinished(async () => {
    const rejected = await fetch(`${baseUrl}/api/admin/postings/${id}/reject`, { method: 'POST', headers: await adminHeaders() });
    await rejected.body?.cancel();
    if (rejected.status !== 200) throw new Error(`rejecting ${id} after the test answered ${rejected.status}`);
  });
  const slug = companySlug(posting.company);
  expect(slug).toBe(`harbor-sons-${suffix}`);
  const logo = await fetch(`${baseUrl}/api/admin/companies/${slug}/logo`, {
    method: 'PUT',
    headers: { ...(await adminHeaders()), 'Content-Type': 'image/png' },
    body: png,
  });
  expect(logo.status).toBe(200);
  const { logoUrl } = (await logo.json()) as { logoUrl: string };
  return { ...posting, id, slug, path: `/companies/${slug}`, logoUrl };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function jobsList(page: Page, company: string) {
  return page.getByRole('region', { name: `Open remote design jobs at ${company}` });
}

describe('a company page', () => {
  it('arrives whole without JavaScript: the name, website, logo and open posting, its head with Organization data', async () => {
    const company = await approvedCompanyPosting();

    const res = await fetch(`${baseUrl}${company.path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const head = readHead(html);
    expect(head.title).toBe(`${company.company} remote design jobs | Remote Design Jobs`);
    expect(head.canonical).toBe(`${baseUrl}${company.path}`);
    expect(head.meta.robots).toBeUndefined();
    expect(structuredData(html)).toEqual([
      {
        '@context': 'https://schema.org/',
        '@type': 'Organization',
        name: company.company,
        url: `${baseUrl}${company.path}`,
        sameAs: company.website,
        logo: `${baseUrl}${company.logoUrl}`,
      },
    ]);

    const page = await browser.open(company.path, withoutScript);
    await page.getByRole('heading', { level: 1, name: company.company, exact: true }).waitFor();
    const website = page.getByRole('link', { name: `harbor-${company.slug.split('-').at(-1)}.example` });
    expect(await website.getAttribute('href')).toBe(company.website);
    const logo = page.getByRole('img', { name: `${company.company} logo` });
    expect(await logo.getAttribute('src')).toBe(company.logoUrl);
    const jobs = jobsList(page, company.company);
    const card = jobs.getByRole('article');
    expect(await card.getByRole('heading').textContent()).toBe(company.title);
    expect(await card.getByRole('link', { name: 'View Job' }).getAttribute('href')).toMatch(/^\/redirect\?url=.+&sig=/);

    await card.getByRole('link', { name: company.title }).click();
    await page.waitForURL(`${baseUrl}/jobs/${company.id}`);
    await page.getByRole('heading', { level: 1, name: company.title, exact: true }).waitFor();
    // The posting names its company by a link to the company's page.
    await page.getByRole('article').getByRole('link', { name: company.company, exact: true }).click();
    await page.waitForURL(`${baseUrl}${company.path}`);
    await page.getByRole('heading', { level: 1, name: company.company, exact: true }).waitFor();
  });

  it('is used with JavaScript: the logo shows, the posting and the company page open as prefetched document loads, each with its own head, and Back and Forward return', async () => {
    const company = await approvedCompanyPosting();
    const page = await browser.open(company.path);
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await page.getByRole('heading', { level: 1, name: company.company, exact: true }).waitFor();
    const logo = page.getByRole('img', { name: `${company.company} logo` });
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    expect(await logo.boundingBox()).toMatchObject({ width: 96, height: 96 });
    const companyTitle = `${company.company} remote design jobs | Remote Design Jobs`;
    const postingTitle = `${company.title} at ${company.company}`;

    // Each move is a document the edge rendered whole, head included, fetched while the pointer rested on the link.
    const toPosting = await hoverAndFollow(page, jobsList(page, company.company).getByRole('link', { name: company.title }), `/jobs/${company.id}`);
    expect(toPosting, JSON.stringify(toPosting)).toSatisfy(wasSpeculated);
    await page.getByRole('heading', { level: 1, name: company.title, exact: true }).waitFor();
    expect(await page.title()).toMatch(new RegExp(`^${escapeRegExp(postingTitle)}`));
    await page.goBack();
    await page.waitForURL(`${baseUrl}${company.path}`);
    await page.getByRole('heading', { level: 1, name: company.company, exact: true }).waitFor();
    expect(await page.title()).toBe(companyTitle);
    await page.goForward();
    await page.waitForURL(`${baseUrl}/jobs/${company.id}`);
    expect(await page.title()).toMatch(new RegExp(`^${escapeRegExp(postingTitle)}`));

    // Back to the company by the posting's link to it.
    const toCompany = await hoverAndFollow(page, page.getByRole('article').getByRole('link', { name: company.company, exact: true }), company.path);
    expect(toCompany, JSON.stringify(toCompany)).toSatisfy(wasSpeculated);
    await page.getByRole('heading', { level: 1, name: company.company, exact: true }).waitFor();
    expect(await page.title()).toBe(companyTitle);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('says so, noindex, when the company has no open postings, and is a 404 for an unknown company', async () => {
    const company = await approvedCompanyPosting();
    const reject = await fetch(`${baseUrl}/api/admin/postings/${company.id}/reject`, { method: 'POST', headers: await adminHeaders() });
    await reject.body?.cancel();
    expect(reject.status).toBe(200);

    const answer = (await (await fetch(`${baseUrl}/api/companies/${company.slug}`)).json()) as CompanyWithJobs;
    expect(answer.jobs).toEqual([]);
    const page = await browser.open(company.path, withoutScript);
    await page.getByText(`${company.company} has no open jobs right now.`).waitFor();
    expect(readHead(await page.content()).meta.robots).toBe('noindex, follow');

    const unknown = await browser.open('/companies/no-such-company-anywhere', withoutScript);
    expect(await unknown.getByRole('heading', { level: 1 }).textContent()).toBe('Company not found');
    expect((await fetch(`${baseUrl}/companies/no-such-company-anywhere`)).status).toBe(404);
  });
});
