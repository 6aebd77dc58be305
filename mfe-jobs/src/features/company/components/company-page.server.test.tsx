// @vitest-environment node
// As the edge renders the page: what a visitor without JavaScript, or a crawler, gets.
import { within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { loadJobsPage } from '../../../page-data/load';
import { aCompanyWithJobs } from '../../../../test/company';
import { renderPageToString } from '../../../../test/render-page';

function parsed(html: string) {
  const window = new Window();
  window.document.body.innerHTML = html;
  return within(window.document.body as unknown as HTMLElement);
}

async function load(path: string, answers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answers);
  return { ...(await loadJobsPage(new URL(path, 'https://remote-design-jobs.example'), api)), paths: api.paths };
}

describe('the company page rendered at the edge', () => {
  it('renders the name, website, logo and every open posting with its links, and no Loading', async () => {
    const answer = aCompanyWithJobs();
    const { status, page } = await load('/companies/acme-studio', { '/api/companies/acme-studio': { status: 200, body: answer } });
    expect(status).toBe(200);
    const html = renderPageToString(page);
    const view = parsed(html);
    expect(view.getByRole('heading', { level: 1, name: 'Acme Studio' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'acme.example.com' }).getAttribute('href')).toBe('https://www.acme.example.com/about');
    const logo = view.getByRole('img', { name: 'Acme Studio logo' });
    expect([logo.getAttribute('src'), logo.getAttribute('width'), logo.getAttribute('height')]).toEqual([answer.company.logoUrl, '96', '96']);
    const cards = view.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link', { name: /^Brand Designer/ }).getAttribute('href'))).toEqual(
      answer.jobs.map((job) => job.postingPath),
    );
    expect(cards.map((card) => within(card).getByRole('link', { name: 'View Job' }).getAttribute('href'))).toEqual(
      answer.jobs.map((job) => job.applyHref),
    );
    expect(html).not.toContain('Loading');
  });

  it('renders a company with no open jobs as saying so, status 200', async () => {
    const { status, page } = await load('/companies/acme-studio', {
      '/api/companies/acme-studio': { status: 200, body: aCompanyWithJobs({ jobs: [] }) },
    });
    expect(status).toBe(200);
    expect(parsed(renderPageToString(page)).getByText(/^Acme Studio has no open jobs right now\./)).toBeTruthy();
  });

  it('renders Company not found, 404, for an unknown company, and for what cannot be a slug without asking', async () => {
    const unknown = await load('/companies/gone', {});
    expect(unknown.status).toBe(404);
    expect(parsed(renderPageToString(unknown.page)).getByRole('heading', { level: 1, name: 'Company not found' })).toBeTruthy();

    const bad = await load('/companies/Not_A_Slug', {});
    expect(bad.status).toBe(404);
    expect(bad.paths).toEqual([]);
  });

  it('renders Loading, 200, when the API fails, for the browser to ask again', async () => {
    const { status, page } = await load('/companies/acme-studio', { '/api/companies/acme-studio': 'unreachable' });
    expect(status).toBe(200);
    expect(page.kind).toBe('none');
    expect(renderPageToString(page)).toContain('Loading...');
  });
});
