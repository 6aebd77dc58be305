// @vitest-environment node
// No DOM here, as on the edge: a page that reads window or document while rendering fails these tests.
import { categories, categoryByPath, categoryPaths, redirectHref } from '@rdj/shared';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { aCompanyWithJobs } from '../test/company';
import { atEdge } from '../test/edge';
import { someJobs, testSignature } from '../test/job';
import { aManageAnswer } from '../test/managed-posting';
import { aPosting } from '../test/posting';
import { categoryPage, companyPage, homePage, listPage, notFoundPages, postJobPage, postingLinkPage, postingPage, redirectPage, reportJobPage } from '../test/pages';
import type { JobsPageData } from './page-data/types';

const heading = (page: JobsPageData) => atEdge(page).getByRole('heading', { level: 1 }).textContent;
const product = '/api/jobs?category=product-design';

describe('JobsPages: the page for each kind of address', () => {
  it.each([
    ['home', homePage(someJobs(3)), 'Find Your Next Remote Design Job'],
    ['a category', categoryPage('/remote-product-design-jobs', { [`${product}&page=1`]: listPage(someJobs(1), 1, false) }), 'Remote Product Design Jobs'],
    ['a posting', postingPage(aPosting()), 'Senior Brand Designer'],
    ['a company', companyPage(aCompanyWithJobs()), 'Acme Studio'],
    ['a signed redirect', redirectPage(redirectHref('https://jobs.example.com/1', testSignature), true), 'Redirecting you to the job posting...'],
    ['post a job', postJobPage(), 'Post a Design Job'],
    ['a manage link', postingLinkPage(aManageAnswer('manage'), 'manage'), 'Manage your job posting'],
    ['a provider job’s report page', reportJobPage({ id: 'job-1', title: 'Brand Designer', company: 'Northwind' }), 'Report this job'],
  ])('renders %s whole, with its own heading', (_, page, title) => {
    expect(heading(page)).toBe(title);
  });

  it('renders every category path with its hero heading and its listing', () => {
    expect(categoryPaths).toHaveLength(categories.length + 1);
    for (const path of categoryPaths) {
      const category = categoryByPath(path)!;
      const view = atEdge(categoryPage(path, { [`/api/jobs?category=${category.slug}&page=1`]: listPage(someJobs(1), 1, false) }));
      expect(view.getByRole('heading', { level: 1 }).textContent).toBe(category.title);
      expect(within(view.getByRole('region', { name: `${category.name} jobs` })).getAllByRole('article', { name: 'Graphic Designer 1' })).toHaveLength(1);
    }
  });

  it('renders the UX/UI page at its alias path', () => {
    const page = categoryPage('/remote-ui-ux-design-jobs', { '/api/jobs?category=ux-ui-design&page=1': listPage([], 1, false) });
    const view = atEdge(page);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Remote UX/UI Design Jobs');
    expect(view.getByText(/user experience, user interface and interaction design/)).toBeTruthy();
  });

  it('renders nothing for a path it does not own, rather than a second 404 page', () => {
    expect(atEdge(notFoundPages.none).html).toBe('');
  });

  it('writes no script into any page: its islands carry their props as data', () => {
    const pages = [homePage(someJobs(3)), postingPage(aPosting()), postJobPage(), categoryPage('/remote-graphic-design-jobs', { '/api/jobs?category=graphic-design&page=1': listPage(someJobs(2), 1, true) })];
    for (const page of pages) expect(atEdge(page).html).not.toContain('<script');
  });
});

describe('JobsPages: what does not exist (docs/errors.md#public-pages)', () => {
  it.each([
    ['a posting', notFoundPages.posting, 'Job not found', 'This job posting does not exist, or was never published.'],
    ['a company', notFoundPages.company, 'Company not found', 'No company on the board has this address.'],
    ['a job to report', notFoundPages.reportJob, 'Job not found', 'This job is no longer listed on the board, so it cannot be reported.'],
  ])('says %s was not found, with the way home', (_, page, title, text) => {
    const view = atEdge(page);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(view.getByText(text)).toBeTruthy();
    expect(view.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Back to Home', '/']]);
    expect(view.islands).toEqual([]);
  });

  it('says an employer’s link is no longer valid, with a way to post again and no form', () => {
    const view = atEdge(notFoundPages.postingLink);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('This link is no longer valid');
    expect(view.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/post-job');
    expect(view.body.querySelector('form')).toBeNull();
  });
});

describe('JobsPages: data the edge could not load (docs/errors.md#public-pages)', () => {
  it.each([
    ['the featured jobs', homePage(null), 'Failed to load featured jobs', '/'],
    ['a category’s jobs', categoryPage('/remote-product-design-jobs?q=logo&page=2', null), 'Failed to load jobs', '/remote-product-design-jobs?q=logo&page=2'],
    ['a posting', postingPage(null), 'Failed to load the job', `/jobs/${aPosting().id}`],
    ['a company', companyPage(null), 'Failed to load the company', '/companies/acme-studio'],
    ['an employer’s posting', postingLinkPage(null, 'renew'), 'Failed to load the posting', '/postings/renew?token=t'],
    ['a job to report', reportJobPage(null), 'Failed to load the job', '/report-job?job=job-1'],
  ])('says %s could not be loaded, with Try again: a link to the same address', (_, page, message, href) => {
    const view = atEdge(page);
    expect(view.getByRole('alert').textContent).toBe(message);
    expect(view.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(href);
  });

  it('keeps the rest of a category page that could not load its jobs, with neither list nor their islands', () => {
    const view = atEdge(categoryPage('/remote-graphic-design-jobs', null));
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Remote Graphic Design Jobs');
    expect(view.getByRole('search')).toBeTruthy();
    expect(view.queryByRole('region', { name: 'Browse all Graphic Design jobs' })).toBeNull();
    expect(view.queryByRole('article')).toBeNull();
    expect(view.islands.map((island) => island.name)).toEqual(['jobs:alert-form']);
  });
});
