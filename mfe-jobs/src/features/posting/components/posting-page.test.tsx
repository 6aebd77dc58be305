import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@rdj/router';
import { describe, expect, it } from 'vitest';
import { callsTo, stubFetch } from '../../../../test/fetch-stub';
import { aPosting } from '../../../../test/posting';
import { PostingPage } from './posting-page';

const posting = aPosting();
const id = posting.id;

const get = `GET /api/postings/${id}`;

/** The salary, place and time zone lines, as label and value. */
function terms(): [string, string][] {
  return Array.from(document.querySelectorAll('.jobs-posting-terms > div'), (line) => [
    line.querySelector('dt')?.textContent ?? '',
    line.querySelector('dd')?.textContent ?? '',
  ]);
}

function renderPosting(postingId = id) {
  return render(
    <MemoryRouter initialEntries={[`/jobs/${postingId}`]}>
      <Routes>
        <Route path="/jobs/:id" element={<PostingPage />} />
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/companies/:slug" element={<h1>Company page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('approved posting page', () => {
  it('shows Loading... and then the posting', async () => {
    stubFetch({ [get]: { status: 200, body: posting } });
    renderPosting();
    expect(screen.getByText('Loading...')).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Brand Designer' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    const details = screen.getByRole('list', { name: 'Job details' });
    expect(Array.from(details.querySelectorAll('li'), (li) => li.textContent)).toEqual(['Contract', 'Brand Design']);
    expect(terms()).toEqual([
      ['Salary', '$70,000 - $90,000 per year'],
      ['Work from', 'Remote'],
    ]);
    expect(screen.getByText(/^Posted/).textContent).toBe('Posted Mar 3, 2026');
    expect(screen.getByText(/^Apply before/).textContent).toBe('Apply before Apr 2, 2026');
  });

  it('links the company to its website without opener or referrer', async () => {
    stubFetch({ [get]: { status: 200, body: posting } });
    renderPosting();
    const company = await screen.findByRole('link', { name: 'Acme Studio' });
    expect(company.getAttribute('href')).toBe('https://acme.example.com/');
    expect(company.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('names the company without a link when no website is given, and says a missing salary is not disclosed', async () => {
    stubFetch({ [get]: { status: 200, body: { ...posting, companyWebsite: null, salary: null, location: 'Europe' } } });
    renderPosting();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Acme Studio').tagName).toBe('P');
    expect(screen.queryByRole('link', { name: 'Acme Studio' })).toBeNull();
    expect(terms()).toEqual([
      ['Salary', 'Not disclosed'],
      ['Work from', 'Europe'],
    ]);
  });

  it('shows the range, the countries and regions and the band of time zones, and links the company to its page', async () => {
    const ranged = aPosting({
      salary: null,
      salaryRange: { min: 60000, max: 80000, currency: 'EUR', period: 'year' },
      workFrom: ['PT', 'latin-america'],
      tzMin: -3,
      tzMax: 2,
      location: 'Portugal, Latin America · UTC−3 to UTC+2',
      companySlug: 'acme-studio',
    });
    stubFetch({ [get]: { status: 200, body: ranged } });
    renderPosting();
    const company = await screen.findByRole('link', { name: 'Acme Studio' });
    expect(company.getAttribute('href')).toBe('/companies/acme-studio');
    expect(company.getAttribute('target')).toBeNull();
    expect(terms()).toEqual([
      ['Salary', '€60,000 – €80,000 per year'],
      ['Work from', 'Portugal, Latin America'],
      ['Time zones', 'UTC−3 to UTC+2'],
    ]);
    await userEvent.click(company);
    expect(screen.getByRole('heading', { level: 1, name: 'Company page' })).toBeTruthy();
  });

  it('says Worldwide for a posting open to everyone, and Not disclosed for a range left out', async () => {
    stubFetch({ [get]: { status: 200, body: aPosting({ salary: null, salaryRange: null, workFrom: [], location: 'Worldwide' }) } });
    renderPosting();
    await screen.findByRole('heading', { level: 1 });
    expect(terms()).toEqual([
      ['Salary', 'Not disclosed'],
      ['Work from', 'Worldwide'],
    ]);
  });

  it('says a closed posting no longer accepts applications, with no View Job and the day it ended', async () => {
    const closed = aPosting({ open: false, applyHref: '', closedAt: '2026-03-20T12:00:00.000Z' });
    stubFetch({ [get]: { status: 200, body: closed } });
    renderPosting();
    expect(await screen.findByText('This job is no longer accepting applications.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View Job' })).toBeNull();
    expect(screen.queryByText(/^Apply before/)).toBeNull();
    expect(screen.getByText(/^Ended/).textContent).toBe('Ended Mar 20, 2026');
    expect(screen.getByRole('heading', { level: 1, name: 'Senior Brand Designer' })).toBeTruthy();
  });

  it('says an expired posting no longer accepts applications, ended on its last day', async () => {
    stubFetch({ [get]: { status: 200, body: aPosting({ open: false, applyHref: '' }) } });
    renderPosting();
    expect(await screen.findByText('This job is no longer accepting applications.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View Job' })).toBeNull();
    expect(screen.getByText(/^Ended/).textContent).toBe('Ended Apr 2, 2026');
  });

  it('does not say an open posting ended', async () => {
    stubFetch({ [get]: { status: 200, body: posting } });
    renderPosting();
    await screen.findByRole('link', { name: 'View Job' });
    expect(screen.queryByText('This job is no longer accepting applications.')).toBeNull();
  });

  it('shows description and requirements as plain text with their line breaks, never as markup', async () => {
    stubFetch({ [get]: { status: 200, body: posting } });
    renderPosting();
    const description = await screen.findByTestId('posting-description');
    expect(description.textContent).toBe(posting.description);
    expect(description.querySelector('img, b')).toBeNull();
    expect(description.className).toContain('jobs-posting-text');
    const requirements = screen.getByTestId('posting-requirements');
    expect(requirements.textContent).toBe(posting.requirements);
    expect(document.querySelector('script')).toBeNull();
  });

  it('sends View Job by the signed redirect path the worker sent, in a new tab without opener or referrer', async () => {
    stubFetch({ [get]: { status: 200, body: posting } });
    renderPosting();
    const view = await screen.findByRole('link', { name: 'View Job' });
    expect(view.getAttribute('href')).toBe(posting.applyHref);
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says Job not found with a way home for an unknown or expired posting', async () => {
    const gone = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
    const fetchMock = stubFetch({
      [`GET /api/postings/${gone}`]: { status: 404, body: { error: { code: 'not_found', message: 'No such job posting' } } },
    });
    renderPosting(gone);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(callsTo(fetchMock, `GET /api/postings/${gone}`)).toBe(1);
  });

  it('says Job not found without asking the server for an id no posting can have', () => {
    const fetchMock = stubFetch({});
    renderPosting('not-a-posting');
    expect(screen.getByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the failure and loads again on Retry', async () => {
    const fetchMock = stubFetch({
      [get]: [
        { status: 503, body: { error: { code: 'unavailable', message: 'Service temporarily unavailable' } } },
        { status: 200, body: posting },
      ],
    });
    renderPosting();
    expect((await screen.findByRole('alert')).textContent).toBe('Service temporarily unavailable');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Brand Designer' })).toBeTruthy();
    expect(callsTo(fetchMock, get)).toBe(2);
  });
});
