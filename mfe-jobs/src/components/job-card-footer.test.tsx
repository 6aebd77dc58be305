import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aJob } from '../../test/job';
import { JobCard } from './job-card';

const card = (linkCheckedAt?: string) => {
  render(<JobCard job={aJob(linkCheckedAt ? { linkCheckedAt } : {})} variant="category" headingId="checked-title" />);
  return screen.getByRole('article');
};

describe("a job card's link check", () => {
  it('says when the link was last checked, as a day the page writes again in the viewer\'s zone', () => {
    const time = within(card('2026-11-29T12:00:00.000Z')).getByText(/^Link checked/).querySelector('time');
    expect([time?.getAttribute('datetime'), time?.getAttribute('data-date'), time?.textContent]).toEqual([
      '2026-11-29T12:00:00.000Z',
      'day',
      'Nov 29, 2026',
    ]);
  });

  it('says nothing for a job never checked', () => {
    expect(within(card()).queryByText(/Link checked/)).toBeNull();
  });
});

describe("a job card's Report link", () => {
  it('leads a provider job to its report page, by its board id, not followed by search engines', () => {
    render(<JobCard job={aJob({ id: 'provider/42' })} variant="category" headingId="report-title" />);
    const link = within(screen.getByRole('article')).getByRole('link', { name: 'Report' });
    expect([link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('aria-describedby')]).toEqual([
      '/report-job?job=provider%2F42',
      'nofollow',
      'report-title',
    ]);
  });

  it('is left out of a posting’s card: its own page has the form', () => {
    render(<JobCard job={aJob({ id: 'posting-1', postingPath: '/jobs/1' })} variant="category" headingId="posting-title" />);
    expect(within(screen.getByRole('article')).queryByRole('link', { name: 'Report' })).toBeNull();
  });
});
