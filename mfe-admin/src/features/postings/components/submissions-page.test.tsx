import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, held, signedIn, stubFetch, unauthenticated, type Handler } from '../../../../test/fetch-stub';
import { renderAdminAt } from '../../../../test/render-admin';
import { submission } from '../../../../test/submission-fixture';

const listKey = (status: string) => `GET /api/admin/postings?status=${status}`;
const list = (...submissions: ReturnType<typeof submission>[]) => ({ status: 200, body: { submissions } });

function openList(handlers: Record<string, Handler>, path = '/admin/job-submissions') {
  const fetchMock = stubFetch({ 'GET /api/auth/user': signedIn, ...handlers });
  renderAdminAt(path);
  return fetchMock;
}

function rowTexts() {
  const table = screen.getByRole('table', { name: 'Job submissions' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
}

describe('job submissions list', () => {
  it('lists pending submissions first with title, company, category, type, submitted date, flags and status', async () => {
    const fetchMock = openList({ [listKey('pending')]: list(submission()) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Job Submissions' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Senior Brand Designer' })).toBeTruthy();
    expect(rowTexts()).toEqual([
      ['Senior Brand Designer', 'Acme Studio', 'UI/UX Design', 'Contract', 'Nov 5, 2026', '', 'Pending'],
    ]);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
    expect(callsTo(fetchMock, listKey('pending'))).toBe(1);
  });

  it('shows Loading submissions... until the list arrives', async () => {
    const answer = held();
    openList({ [listKey('pending')]: answer.handler });

    expect(await screen.findByText('Loading submissions...')).toBeTruthy();
    answer.release(list(submission()));
    expect(await screen.findByRole('link', { name: 'Senior Brand Designer' })).toBeTruthy();
    expect(screen.queryByText('Loading submissions...')).toBeNull();
  });

  it('asks the server for the chosen status when the filter changes', async () => {
    const approved = submission({
      id: 'sub-2',
      title: 'Motion Designer',
      category: 'motion-design',
      status: 'approved',
    });
    const fetchMock = openList({
      [listKey('pending')]: list(submission()),
      [listKey('approved')]: list(approved),
      [listKey('all')]: list(approved, submission()),
    });
    await screen.findByRole('link', { name: 'Senior Brand Designer' });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Approved');
    expect(await screen.findByRole('link', { name: 'Motion Designer' })).toBeTruthy();
    expect(rowTexts()).toEqual([
      ['Motion Designer', 'Acme Studio', 'Motion Design', 'Contract', 'Nov 5, 2026', '', 'Approved'],
    ]);
    expect(callsTo(fetchMock, listKey('approved'))).toBe(1);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All');
    expect(await screen.findByRole('link', { name: 'Senior Brand Designer' })).toBeTruthy();
    expect(rowTexts().map((cells) => cells[6])).toEqual(['Approved', 'Pending']);
    expect(callsTo(fetchMock, listKey('all'))).toBe(1);
  });

  it('shows what the review flagged as badges in the Flags column, one per kind of problem', async () => {
    const duplicate = submission({
      id: 'sub-2',
      title: 'Brand Designer again',
      flags: [
        { kind: 'same-apply-url', of: 'sub-1', title: 'Senior Brand Designer' },
        { kind: 'similar-description', of: 'sub-1', title: 'Senior Brand Designer', distance: 1 },
        { kind: 'no-salary' },
        { kind: 'no-location' },
      ],
    });
    const edit = submission({ id: 'sub-3', title: 'Senior Brand Designer (edited)', editOf: 'sub-1', flags: [{ kind: 'no-location' }] });
    const nearCopy = submission({ id: 'sub-4', title: 'Brand Lead', flags: [{ kind: 'similar-description', of: 'sub-1', title: 'Senior Brand Designer', distance: 3 }] });
    openList({ [listKey('pending')]: list(duplicate, edit, nearCopy, submission()) });
    await screen.findByRole('link', { name: 'Brand Designer again' });

    const badges = (title: string) => {
      const row = screen.getByRole('link', { name: title }).closest('tr')!;
      const flags = within(row).queryByRole('list', { name: 'Flags' });
      return flags ? within(flags).getAllByRole('listitem').map((item) => item.textContent) : [];
    };
    expect(badges('Brand Designer again')).toEqual(['Possible duplicate', 'No salary', 'No location']);
    expect(badges('Senior Brand Designer (edited)')).toEqual(['Edit', 'No location']);
    expect(badges('Brand Lead')).toEqual(['Possible duplicate']);
    expect(badges('Senior Brand Designer')).toEqual([]);
  });

  it('says No pending submissions when the pending list is empty', async () => {
    openList({ [listKey('pending')]: list() });
    expect(await screen.findByText('No pending submissions')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says No submissions yet when there are none at all', async () => {
    openList({ [listKey('all')]: list() }, '/admin/job-submissions?status=all');
    expect(await screen.findByText('No submissions yet')).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('all');
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    openList({
      [listKey('pending')]: { status: 503, body: { error: { code: 'unavailable', message: 'Database is busy' } } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Database is busy');
  });

  it('opens a submission from its row', async () => {
    openList({
      [listKey('pending')]: list(submission()),
      'GET /api/admin/postings/sub-1': { status: 200, body: submission() },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Senior Brand Designer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Brand Designer' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/job-submissions/sub-1');
  });

  it('sends a visitor without a session to the login page without loading submissions', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/user': unauthenticated,
      'POST /api/auth/token?grant_type=refresh_token': unauthenticated,
    });
    renderAdminAt('/admin/job-submissions');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/login');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin/postings'))).toBe(false);
  });
});
