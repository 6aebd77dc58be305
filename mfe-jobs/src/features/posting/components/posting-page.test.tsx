import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@rdj/router';
import { describe, expect, it } from 'vitest';
import { callsTo, stubFetch } from '../../../test/fetch-stub';
import { aPosting } from '../../../test/posting';
import { PostingPage } from './posting-page';

const posting = aPosting();
const id = posting.id;

const get = `GET /api/postings/${id}`;

function renderPosting(postingId = id) {
  return render(
    <MemoryRouter initialEntries={[`/jobs/${postingId}`]}>
      <Routes>
        <Route path="/jobs/:id" element={<PostingPage />} />
        <Route path="/" element={<h1>Home</h1>} />
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
    expect(Array.from(details.querySelectorAll('li'), (li) => li.textContent)).toEqual([
      'Remote',
      'Contract',
      'Brand Design',
      '$70,000 - $90,000 per year',
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

  it('names the company without a link when no website is given, and leaves out a missing salary', async () => {
    stubFetch({ [get]: { status: 200, body: { ...posting, companyWebsite: null, salary: null, location: 'Europe' } } });
    renderPosting();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Acme Studio').tagName).toBe('P');
    expect(screen.queryByRole('link', { name: 'Acme Studio' })).toBeNull();
    const details = screen.getByRole('list', { name: 'Job details' });
    expect(Array.from(details.querySelectorAll('li'), (li) => li.textContent)).toEqual(['Europe', 'Contract', 'Brand Design']);
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
