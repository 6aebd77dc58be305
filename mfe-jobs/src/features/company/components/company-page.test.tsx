// @vitest-environment node
// `/companies/{slug}` as the edge renders it (docs/postings.md#companies): what a visitor, or a crawler, gets.
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { aCompanyWithJobs } from '../../../../test/company';
import { atEdge } from '../../../../test/edge';
import { companyPage } from '../../../../test/pages';

const answer = aCompanyWithJobs();

describe('a company’s page at the edge', () => {
  it('shows the company and its open postings as job cards, linked to their pages, with no island', () => {
    const view = atEdge(companyPage(answer));
    expect(view.getByRole('heading', { level: 1, name: 'Acme Studio' })).toBeTruthy();
    const cards = within(view.getByRole('region', { name: 'Open remote design jobs at Acme Studio' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link', { name: /^Brand Designer/ }).getAttribute('href'))).toEqual(answer.jobs.map((job) => job.postingPath));
    expect(cards.map((card) => within(card).getByRole('link', { name: 'View Job' }).getAttribute('href'))).toEqual(answer.jobs.map((job) => job.applyHref));
    expect(view.islands).toEqual([]);
  });

  it('links the website by its host in a new tab without opener or referrer', () => {
    const website = atEdge(companyPage(answer)).getByRole('link', { name: 'acme.example.com' });
    expect([website.getAttribute('href'), website.getAttribute('target'), website.getAttribute('rel')]).toEqual(['https://www.acme.example.com/about', '_blank', 'noopener noreferrer']);
  });

  it('shows the logo from our origin in a box of fixed size, named for the company', () => {
    const logo = atEdge(companyPage(answer)).getByRole('img', { name: 'Acme Studio logo' });
    expect([logo.getAttribute('src'), logo.getAttribute('width'), logo.getAttribute('height')]).toEqual([answer.company.logoUrl, '96', '96']);
  });

  it('leaves out a missing logo and website, and a website that is not http(s)', () => {
    const view = atEdge(companyPage({ ...answer, company: { ...answer.company, website: 'javascript:alert(1)', logoUrl: null } }));
    expect(view.queryByRole('img')).toBeNull();
    expect(view.queryByRole('link', { name: /alert|acme/ })).toBeNull();
  });

  it('says the company has no open jobs, with a way to the board', () => {
    const view = atEdge(companyPage(aCompanyWithJobs({ jobs: [] })));
    expect(view.getByText(/^Acme Studio has no open jobs right now\./)).toBeTruthy();
    expect(view.queryByRole('article')).toBeNull();
    expect(view.getByRole('link', { name: 'Browse all remote design jobs' }).getAttribute('href')).toBe('/');
  });
});
