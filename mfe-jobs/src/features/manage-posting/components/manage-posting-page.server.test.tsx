// @vitest-environment node
// As the edge renders the employer's pages (docs/postings.md#lifecycle): what a visitor without JavaScript gets.
import type { ManagePostingAnswer, ManagedPosting } from '@rdj/shared';
import { within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { loadJobsPage } from '../../../page-data/load';
import { renderPageToString } from '../../../../test/render-page';

const token = '0f8fad5b-d9cb-469f-a165-70867728950e.sig';

function anAnswer(purpose: ManagePostingAnswer['purpose'], posting: Partial<ManagedPosting> = {}): ManagePostingAnswer {
  return {
    purpose,
    token,
    posting: {
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      title: 'Senior Brand Designer',
      company: 'Acme Studio',
      status: 'approved',
      open: true,
      createdAt: '2026-03-02T10:00:00.000Z',
      reviewedAt: '2026-03-03T10:00:00.000Z',
      expiresAt: '2026-04-02T10:00:00.000Z',
      closedAt: null,
      closedBy: null,
      runDays: 30,
      editPending: false,
      renewable: false,
      ...posting,
    },
    form: purpose === 'manage' ? { title: 'Senior Brand Designer', company: 'Acme Studio', runDays: '30' } : null,
  };
}

function parsed(html: string) {
  const window = new Window();
  window.document.body.innerHTML = html;
  return within(window.document.body as unknown as HTMLElement);
}

const apiPath = (purpose: string, t = token) => `/api/postings/manage?${new URLSearchParams({ purpose, token: t })}`;

async function load(path: string, answers: Parameters<typeof fakeApi>[0]) {
  return loadJobsPage(new URL(path, 'https://remote-design-jobs.example'), fakeApi(answers));
}

/** The forms of a page: where each posts, its hidden fields and its button. */
function formsOf(html: string) {
  const window = new Window();
  window.document.body.innerHTML = html;
  return [...window.document.querySelectorAll('form')].map((form) => ({
    method: form.getAttribute('method'),
    action: form.getAttribute('action'),
    fields: Object.fromEntries([...form.querySelectorAll('input[type=hidden]')].map((i) => [i.getAttribute('name'), i.getAttribute('value')])),
    button: form.querySelector('button')?.textContent,
  }));
}

describe('the employer\'s pages rendered at the edge', () => {
  it('shows an open posting with Edit (a link to the filled form) and Close (a form that POSTs the token)', async () => {
    const { status, page } = await load(`/postings/manage?token=${encodeURIComponent(token)}`, { [apiPath('manage')]: { status: 200, body: anAnswer('manage') } });
    expect(status).toBe(200);
    const html = renderPageToString(page);
    const view = parsed(html);
    expect(view.getByRole('heading', { level: 1, name: 'Manage your job posting' })).toBeTruthy();
    expect(view.getByText(/^Open: posted/)).toBeTruthy();
    expect(view.getByRole('link', { name: 'Edit posting' }).getAttribute('href')).toBe(`/post-job?edit=${encodeURIComponent(token)}`);
    expect(formsOf(html)).toEqual([{ method: 'post', action: '/postings/manage', fields: { token, action: 'close' }, button: 'Close posting' }]);
    expect(html).not.toContain('Loading');
  });

  it('offers Renew when the posting ends soon, and nothing but its state once closed', async () => {
    const soon = renderPageToString((await load(`/postings/renew?token=${token}`, { [apiPath('renew')]: { status: 200, body: anAnswer('renew', { renewable: true }) } })).page);
    expect(formsOf(soon)).toEqual([{ method: 'post', action: '/postings/renew', fields: { token }, button: 'Renew for 30 days' }]);

    const closed = anAnswer('close', { open: false, closedAt: '2026-03-10T10:00:00.000Z', closedBy: 'employer' });
    const html = renderPageToString((await load(`/postings/close?token=${token}&done=closed`, { [apiPath('close')]: { status: 200, body: closed } })).page);
    expect(formsOf(html)).toEqual([]);
    expect(parsed(html).getByText('Your posting is closed. It no longer accepts applications.')).toBeTruthy();
    expect(parsed(html).getByText(/^Closed on/)).toBeTruthy();
  });

  it('is the invalid-link page, 404, for a link the gateway does not know', async () => {
    const { status, page } = await load('/postings/close?token=forged', {});
    expect(status).toBe(404);
    const html = renderPageToString(page);
    expect(parsed(html).getByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeTruthy();
    expect(formsOf(html)).toEqual([]);
  });

  it('fills the post-a-job form from a manage link, with the token in editToken; a dead edit link says so, 404', async () => {
    const { status, page } = await load(`/post-job?edit=${encodeURIComponent(token)}`, { [apiPath('manage')]: { status: 200, body: anAnswer('manage') } });
    expect(status).toBe(200);
    expect(page).toMatchObject({ kind: 'post-job', form: { values: { title: 'Senior Brand Designer', runDays: '30', editToken: token }, errors: {} } });

    const dead = await load('/post-job?edit=forged', {});
    expect(dead.status).toBe(404);
    expect(dead.page).toMatchObject({ kind: 'post-job', form: { errors: { form: expect.stringContaining('no longer valid') } } });
  });
});
