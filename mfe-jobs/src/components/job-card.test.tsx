import type { BoardJob, CardVariant } from '@rdj/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aJob, testSignature } from '../../test/job';
import { JobCard } from './job-card';

function renderCard(job: BoardJob, variant: CardVariant = 'category') {
  render(<JobCard job={job} variant={variant} headingId="test-job-title" />);
  return screen.getByRole('article');
}

function listItems(card: HTMLElement, name: string): string[] {
  const list = within(card).queryByRole('list', { name });
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent ?? '') : [];
}

describe('job card', () => {
  it('is an article named by its title heading, with company, location, type and posted date', () => {
    const card = renderCard(aJob());
    expect(within(card).getByRole('heading', { level: 3, name: 'Senior Graphic Designer' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Senior Graphic Designer' })).toBe(card);
    expect(within(card).getByText('Acme Studio')).toBeTruthy();
    expect(listItems(card, 'Details')).toEqual(['Europe', 'Contract', 'Updated Jan 15, 2020']);
  });

  it('opens View Job by the signed redirect path the worker sent, in a new tab without opener or referrer', () => {
    const card = renderCard(aJob({ link: 'https://jobs.example.com/apply?id=1&src=board' }));
    const link = within(card).getByRole('link', { name: 'View Job' });
    expect(link.getAttribute('href')).toBe(
      `/redirect?url=https%3A%2F%2Fjobs.example.com%2Fapply%3Fid%3D1%26src%3Dboard&sig=${testSignature}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  });

  it('applies the category card defaults: Company Not Listed, Remote, Full Time', () => {
    const card = renderCard(aJob({ company: null, location: null, type: null }), 'category');
    expect(within(card).getByText('Company Not Listed')).toBeTruthy();
    expect(listItems(card, 'Details')).toEqual(['Remote', 'Full Time', 'Updated Jan 15, 2020']);
    expect(listItems(card, 'Tags')).toEqual(['Remote', 'Full Time']);
  });

  it('applies the home card defaults: no company line, Remote, Full-time', () => {
    const card = renderCard(aJob({ company: null, location: '', type: ' ' }), 'home');
    expect(within(card).queryByText('Company Not Listed')).toBeNull();
    expect(card.querySelector('.jobs-card-company')).toBeNull();
    expect(listItems(card, 'Details')).toEqual(['Remote', 'Full-time', 'Updated Jan 15, 2020']);
    expect(listItems(card, 'Tags')).toEqual(['Remote', 'Full-time']);
  });

  it('tags a job with Remote plus its type', () => {
    expect(listItems(renderCard(aJob({ type: 'Part-time' })), 'Tags')).toEqual(['Remote', 'Part-time']);
  });

  it('shows every badge that applies, with a salary that reads as no range as given next to Competitive Pay, and Pay not disclosed', () => {
    const card = renderCard(
      aJob({ updated: new Date().toISOString(), featured: true, urgent: true, salary: 'Competitive, plus equity', type: 'Remote' }),
    );
    expect(listItems(card, 'Badges')).toEqual(['New', 'Featured', 'Urgent', 'Competitive Pay Competitive, plus equity', '100% Remote']);
    expect(within(card).getByText('Competitive, plus equity').closest('li')?.textContent).toMatch(/^Competitive Pay/);
    expect(card.querySelector('.jobs-card-pay')?.textContent).toBe('Pay not disclosed');
    expect(listItems(card, 'Details')).toContain('Updated Today');
  });

  it('shows a provider salary that reads as a range as a range line, the badge beside it without the text', () => {
    const card = renderCard(aJob({ salary: '$60k – $80k / year' }));
    expect(card.querySelector('.jobs-card-pay')?.textContent).toBe('$60,000 – $80,000 per year');
    expect(listItems(card, 'Badges')).toEqual(['Competitive Pay']);
  });

  it('shows a posting’s range and where it can be done from, and links the company to its page', () => {
    const posting = aJob({
      id: 'posting-p1',
      postingPath: '/jobs/p1',
      featured: true,
      salary: '€4,000 – €5,000 per month',
      salaryRange: { min: 4000, max: 5000, currency: 'EUR', period: 'month' },
      location: 'Portugal, Spain · UTC−1 to UTC+2',
      workFrom: ['PT', 'ES'],
      companyPath: '/companies/acme-studio',
    });
    const card = renderCard(posting);
    expect(card.querySelector('.jobs-card-pay')?.textContent).toBe('€4,000 – €5,000 per month');
    expect(listItems(card, 'Details')[0]).toBe('Portugal, Spain · UTC−1 to UTC+2');
    expect(listItems(card, 'Badges')).toEqual(['Featured', 'Competitive Pay']);
    const company = within(card).getByRole('link', { name: 'Acme Studio' });
    expect(company.getAttribute('href')).toBe('/companies/acme-studio');
    expect(company.getAttribute('target')).toBeNull();
  });

  it('says Pay not disclosed under the company for a provider job with no salary or one that reads as no range', () => {
    for (const salary of [null, '', 'Competitive, plus equity', '$300 per day']) {
      const card = renderCard(aJob({ salary }));
      const pay = within(card).getByText('Pay not disclosed');
      expect(pay.className).toBe('jobs-card-pay jobs-card-pay-undisclosed');
      expect(card.querySelector('.jobs-card-company')?.nextElementSibling).toBe(pay);
      cleanup();
    }
  });

  it('says Pay not disclosed for a posting whose salary is not disclosed, and links no company without a page', () => {
    const card = renderCard(aJob({ postingPath: '/jobs/p2', salary: null, salaryRange: null, location: 'Worldwide', workFrom: [] }));
    expect(card.querySelector('.jobs-card-pay')?.textContent).toBe('Pay not disclosed');
    expect(within(card).queryByText(/Competitive Pay/)).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Acme Studio' })).toBeNull();
    expect(listItems(card, 'Details')[0]).toBe('Worldwide');
  });

  it('shows no badges for an old job without flags, salary or Remote type', () => {
    const card = renderCard(aJob());
    expect(within(card).queryByRole('list', { name: 'Badges' })).toBeNull();
    expect(within(card).queryByText(/Competitive Pay/)).toBeNull();
  });

  it('marks a job updated yesterday as New and Updated Yesterday', () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const card = renderCard(aJob({ updated: yesterday.toISOString() }));
    expect(listItems(card, 'Details')).toContain('Updated Yesterday');
    expect(listItems(card, 'Badges')).toEqual(['New']);
  });

  it('says Recently posted for a missing date, without a New badge', () => {
    const card = renderCard(aJob({ updated: null }));
    expect(listItems(card, 'Details')).toContain('Recently posted');
    expect(listItems(card, 'Badges')).toEqual([]);
  });

  it('says Recently posted for a date that is not a date', () => {
    const card = renderCard(aJob({ updated: 'last week-ish' }));
    expect(listItems(card, 'Details')).toContain('Recently posted');
  });

  it('shows a provider job title as plain text: its links are Report and View Job only', () => {
    const card = renderCard(aJob());
    expect(within(card).getAllByRole('link').map((link) => link.textContent)).toEqual(['Report', 'View Job']);
  });

  it('links the title of a job posted with us to its own page, in the same tab', () => {
    const posting = renderCard(aJob({ id: 'p1', title: 'Brand Designer', postingPath: '/jobs/p1' }));
    const title = within(posting).getByRole('link', { name: 'Brand Designer' });
    expect(title.getAttribute('href')).toBe('/jobs/p1');
    expect(title.getAttribute('target')).toBeNull();
  });

  it('marks the posted date up for the browser to write again in the viewer’s zone, but not a text that is no date', () => {
    const dated = renderCard(aJob({ updated: '2020-01-15T12:00:00Z' })).querySelector('time');
    expect([dated?.getAttribute('datetime'), dated?.getAttribute('data-date'), dated?.textContent]).toEqual([
      '2020-01-15T12:00:00Z',
      'posted',
      'Updated Jan 15, 2020',
    ]);
    cleanup();
    expect(renderCard(aJob({ updated: 'last week-ish' })).querySelector('time')).toBeNull();
  });
});
