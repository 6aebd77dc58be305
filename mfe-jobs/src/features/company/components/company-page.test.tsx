import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@rdj/router';
import { describe, expect, it } from 'vitest';
import { aCompanyWithJobs } from '../../../../test/company';
import { callsTo, stubFetch } from '../../../../test/fetch-stub';
import { CompanyPage } from './company-page';

const answer = aCompanyWithJobs();
const get = 'GET /api/companies/acme-studio';

function renderCompany(slug = 'acme-studio') {
  return render(
    <MemoryRouter initialEntries={[`/companies/${slug}`]}>
      <Routes>
        <Route path="/companies/:slug" element={<CompanyPage />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('company page', () => {
  it('shows Loading... and then the company with its open postings as job cards', async () => {
    stubFetch({ [get]: { status: 200, body: answer } });
    renderCompany();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Studio' })).toBeTruthy();
    const jobs = screen.getByRole('region', { name: 'Open remote design jobs at Acme Studio' });
    const cards = within(jobs).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Brand Designer 1', 'Brand Designer 2']);
    expect(within(cards[0]!).getByRole('link', { name: 'Brand Designer 1' }).getAttribute('href')).toBe(answer.jobs[0]!.postingPath);
    expect(within(cards[0]!).getByRole('link', { name: 'View Job' }).getAttribute('href')).toBe(answer.jobs[0]!.applyHref);
  });

  it('links the website by its host in a new tab without opener or referrer', async () => {
    stubFetch({ [get]: { status: 200, body: answer } });
    renderCompany();
    const website = await screen.findByRole('link', { name: 'acme.example.com' });
    expect(website.getAttribute('href')).toBe('https://www.acme.example.com/about');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the logo from our origin in a box of fixed size, named for the company', async () => {
    stubFetch({ [get]: { status: 200, body: answer } });
    renderCompany();
    const logo = await screen.findByRole('img', { name: 'Acme Studio logo' });
    expect(logo.getAttribute('src')).toBe(answer.company.logoUrl);
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['96', '96']);
  });

  it('leaves out a missing logo and website, and a website that is not http(s)', async () => {
    const bare = { ...answer, company: { ...answer.company, website: 'javascript:alert(1)', logoUrl: null } };
    stubFetch({ [get]: { status: 200, body: bare } });
    renderCompany();
    await screen.findByRole('heading', { level: 1, name: 'Acme Studio' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link', { name: /alert/ })).toBeNull();
  });

  it('says the company has no open jobs, with a way to the board', async () => {
    stubFetch({ [get]: { status: 200, body: { ...answer, jobs: [] } } });
    renderCompany();
    expect(await screen.findByText(/^Acme Studio has no open jobs right now\./)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Browse all remote design jobs' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  });

  it('says Company not found for an unknown company, and without asking for what cannot be a slug', async () => {
    const fetchMock = stubFetch({
      'GET /api/companies/gone': { status: 404, body: { error: { code: 'not_found', message: 'No such company' } } },
    });
    const { unmount } = renderCompany('gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/companies/gone')).toBe(1);
    unmount();

    renderCompany('Not_A_Slug');
    expect(screen.getByRole('heading', { level: 1, name: 'Company not found' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the failure and loads again on Retry', async () => {
    const fetchMock = stubFetch({
      [get]: [
        { status: 503, body: { error: { code: 'unavailable', message: 'Service temporarily unavailable' } } },
        { status: 200, body: answer },
      ],
    });
    renderCompany();
    expect((await screen.findByRole('alert')).textContent).toBe('Service temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Studio' })).toBeTruthy();
    expect(callsTo(fetchMock, get)).toBe(2);
  });
});
