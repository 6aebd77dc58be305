// @vitest-environment node
// `/jobs/{id}` as the edge renders it (docs/pages.md#a-postings-page): the whole posting, no script, no island.
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { atEdge } from '../../../../test/edge';
import { aPosting } from '../../../../test/posting';
import { postingPage } from '../../../../test/pages';

const posting = aPosting();

/** The salary, place and time zone lines, as label and value. */
function terms(view: ReturnType<typeof atEdge>): [string, string][] {
  return Array.from(view.body.querySelectorAll('.jobs-posting-terms > div'), (line) => [line.querySelector('dt')?.textContent ?? '', line.querySelector('dd')?.textContent ?? '']);
}

describe('a posting’s page at the edge', () => {
  it('shows the title, type and category, salary, place, and the days it was posted and takes applications until', () => {
    const view = atEdge(postingPage(posting));
    expect(view.getByRole('heading', { level: 1, name: 'Senior Brand Designer' })).toBeTruthy();
    expect(within(view.getByRole('list', { name: 'Job details' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Contract', 'Brand Design']);
    expect(terms(view)).toEqual([
      ['Salary', '$70,000 - $90,000 per year'],
      ['Work from', 'Remote'],
    ]);
    expect(view.getByText(/^Posted/).textContent).toBe('Posted Mar 3, 2026');
    expect(view.getByText(/^Apply before/).textContent).toBe('Apply before Apr 2, 2026');
    expect(view.getByText(/^Posted/).querySelector('time')?.getAttribute('data-date')).toBe('day');
    expect(view.queryByText('This job is no longer accepting applications.')).toBeNull();
    expect(view.islands).toEqual([]);
  });

  it('shows the benefits and other pay, and the day applications close in place of the run’s end', () => {
    const view = atEdge(postingPage({ ...posting, benefits: 'Health insurance\nYearly bonus', applicationCloses: '2026-03-20' }));
    expect(terms(view)).toContainEqual(['Benefits and other pay', 'Health insurance\nYearly bonus']);
    expect(view.getByText(/^Applications close on/).textContent).toBe('Applications close on Mar 20, 2026');
    expect(view.getByText(/^Applications close on/).querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-20');
    expect(view.queryByText(/^Apply before/)).toBeNull();
  });

  it('links the company to its website in a new tab without opener or referrer', () => {
    const company = atEdge(postingPage(posting)).getByRole('link', { name: 'Acme Studio' });
    expect([company.getAttribute('href'), company.getAttribute('target'), company.getAttribute('rel')]).toEqual(['https://acme.example.com/', '_blank', 'noopener noreferrer']);
  });

  it('names the company without a link when no website is given, and says a missing salary is not disclosed', () => {
    const view = atEdge(postingPage({ ...posting, companyWebsite: null, salary: null, location: 'Europe' }));
    expect(view.getByText('Acme Studio').tagName).toBe('P');
    expect(view.queryByRole('link', { name: 'Acme Studio' })).toBeNull();
    expect(terms(view)).toEqual([
      ['Salary', 'Not disclosed'],
      ['Work from', 'Europe'],
    ]);
  });

  it('shows the range, the countries and regions and the band of time zones, and links the company to its page', () => {
    const ranged = aPosting({
      salary: null,
      salaryRange: { min: 60000, max: 80000, currency: 'EUR', period: 'year' },
      workFrom: ['PT', 'latin-america'],
      tzMin: -3,
      tzMax: 2,
      location: 'Portugal, Latin America · UTC−3 to UTC+2',
      companySlug: 'acme-studio',
    });
    const view = atEdge(postingPage(ranged));
    const company = view.getByRole('link', { name: 'Acme Studio' });
    expect([company.getAttribute('href'), company.getAttribute('target')]).toEqual(['/companies/acme-studio', null]);
    expect(terms(view)).toEqual([
      ['Salary', '€60,000 – €80,000 per year'],
      ['Work from', 'Portugal, Latin America'],
      ['Time zones', 'UTC−3 to UTC+2'],
    ]);
  });

  it('says Worldwide for a posting open to everyone', () => {
    expect(terms(atEdge(postingPage(aPosting({ salary: null, salaryRange: null, workFrom: [], location: 'Worldwide' }))))).toEqual([
      ['Salary', 'Not disclosed'],
      ['Work from', 'Worldwide'],
    ]);
  });

  it('says a closed posting no longer accepts applications, with the day it ended and no View Job', () => {
    const view = atEdge(postingPage(aPosting({ open: false, applyHref: '', closedAt: '2026-03-20T12:00:00.000Z' })));
    expect(view.getByText('This job is no longer accepting applications.')).toBeTruthy();
    expect(view.queryByRole('link', { name: 'View Job' })).toBeNull();
    expect(view.queryByText(/^Apply before/)).toBeNull();
    expect(view.getByText(/^Ended/).textContent).toBe('Ended Mar 20, 2026');
  });

  it('says an expired posting ended on its last day', () => {
    const view = atEdge(postingPage(aPosting({ open: false, applyHref: '' })));
    expect(view.getByText('This job is no longer accepting applications.')).toBeTruthy();
    expect(view.getByText(/^Ended/).textContent).toBe('Ended Apr 2, 2026');
  });

  it('shows description and requirements as plain text with their line breaks, never as markup', () => {
    const view = atEdge(postingPage(posting));
    const description = view.getByTestId('posting-description');
    expect(description.textContent).toBe(posting.description);
    expect(description.querySelector('img, b')).toBeNull();
    expect(description.className).toContain('jobs-posting-text');
    expect(view.getByTestId('posting-requirements').textContent).toBe(posting.requirements);
    expect(view.html).not.toContain('<script');
  });

  it('sends View Job by the signed redirect path the worker sent, in a new tab without opener or referrer', () => {
    const link = atEdge(postingPage(posting)).getByRole('link', { name: 'View Job' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([posting.applyHref, '_blank', 'noopener noreferrer']);
  });
});
