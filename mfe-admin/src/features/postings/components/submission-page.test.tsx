import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, held, signedIn, stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderAdminAt } from '../../../test/render-admin';
import { localNoon, submission } from '../../../test/submission-fixture';

const getKey = 'GET /api/admin/postings/sub-1';
const approveKey = 'POST /api/admin/postings/sub-1/approve';
const rejectKey = 'POST /api/admin/postings/sub-1/reject';

function openSubmission(handlers: Record<string, Handler>) {
  const fetchMock = stubFetch({ 'GET /api/auth/user': signedIn, ...handlers });
  renderAdminAt('/admin/job-submissions/sub-1');
  return fetchMock;
}

/** The value shown beside a field name in the details list, or null when the field is not shown. */
function field(name: string): HTMLElement | null {
  const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === name);
  return (term?.nextElementSibling as HTMLElement | null) ?? null;
}

const approved = submission({
  status: 'approved',
  reviewedAt: localNoon(2026, 11, 10),
  expiresAt: localNoon(2026, 12, 10),
});

describe('one job submission', () => {
  it('shows every field, with links that give the opened page no handle on ours', async () => {
    openSubmission({ [getKey]: { status: 200, body: submission() } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Brand Designer' })).toBeTruthy();
    expect(field('Status')?.textContent).toBe('Pending');
    expect(field('Submitted')?.textContent).toBe('Nov 5, 2026');
    expect(field('Company Name')?.textContent).toBe('Acme Studio');
    expect(field('Location')?.textContent).toBe('Europe');
    expect(field('Job Type')?.textContent).toBe('Contract');
    expect(field('Category')?.textContent).toBe('UI/UX Design');
    expect(field('Salary Range')?.textContent).toBe('$60,000 - $80,000');
    expect(screen.getByText(/Design our brand\./).textContent).toBe('Design our brand.\nOwn the style guide.');
    expect(screen.getByText('5 years of brand work')).toBeTruthy();

    for (const href of ['https://acme.example/jobs/1', 'https://acme.example/']) {
      const link = screen.getAllByRole('link').find((a) => a.getAttribute('href') === href);
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link?.getAttribute('target')).toBe('_blank');
    }
    const email = screen.getByRole('link', { name: 'jobs@acme.example' });
    expect(email.getAttribute('href')).toBe('mailto:jobs@acme.example');
    expect(field('Expires')).toBeNull();
    expect(field('Public page')).toBeNull();
  });

  it('shows employer text as plain text, never as markup', async () => {
    openSubmission({
      [getKey]: { status: 200, body: submission({ description: '<img src=x onerror=alert(1)><b>Bold</b>' }) },
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)><b>Bold</b>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('says Not given for optional fields the employer left empty', async () => {
    openSubmission({
      [getKey]: {
        status: 200,
        body: submission({ location: null, salary: null, requirements: null, companyWebsite: null }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Senior Brand Designer' });
    expect(field('Location')?.textContent).toBe('Not given');
    expect(field('Salary Range')?.textContent).toBe('Not given');
    expect(field('Company Website')?.textContent).toBe('Not given');
    expect(screen.getAllByText('Not given')).toHaveLength(4);
  });

  it('approves: Approving... while busy, then Approved with the expiry date and the public page', async () => {
    const approval = held();
    const fetchMock = openSubmission({ [getKey]: { status: 200, body: submission() }, [approveKey]: approval.handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));

    const busy = screen.getByRole('button', { name: 'Approving...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);
    approval.release({ status: 200, body: approved });

    expect((await screen.findByText('Submission approved.')).getAttribute('role')).toBe('status');
    expect(field('Status')?.textContent).toBe('Approved');
    expect(field('Expires')?.textContent).toBe('Dec 10, 2026');
    expect(field('Reviewed')?.textContent).toBe('Nov 10, 2026');
    expect(screen.getByRole('link', { name: '/jobs/sub-1' }).getAttribute('href')).toBe('/jobs/sub-1');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(false);
    expect(callsTo(fetchMock, approveKey)).toBe(1);
    expect(callsTo(fetchMock, rejectKey)).toBe(0);
  });

  it('rejects: Rejecting... while busy, then Rejected without a public page', async () => {
    const rejection = held();
    const fetchMock = openSubmission({ [getKey]: { status: 200, body: submission() }, [rejectKey]: rejection.handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));

    expect((screen.getByRole('button', { name: 'Rejecting...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    rejection.release({
      status: 200,
      body: submission({ status: 'rejected', reviewedAt: localNoon(2026, 11, 10) }),
    });

    expect((await screen.findByText('Submission rejected.')).getAttribute('role')).toBe('status');
    expect(field('Status')?.textContent).toBe('Rejected');
    expect(field('Expires')).toBeNull();
    expect(field('Public page')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(callsTo(fetchMock, rejectKey)).toBe(1);
    expect(callsTo(fetchMock, approveKey)).toBe(0);
  });

  it("shows the server's message when a review fails and keeps the status", async () => {
    openSubmission({
      [getKey]: { status: 200, body: submission() },
      [approveKey]: { status: 409, body: { error: { code: 'conflict', message: 'This posting has expired' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This posting has expired');
    expect(field('Status')?.textContent).toBe('Pending');
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/^Submission (approved|rejected)\.$/)).toBeNull();
  });

  it('shows an approved submission with its expiry date and public page, offering only Reject', async () => {
    openSubmission({ [getKey]: { status: 200, body: approved } });

    expect(await screen.findByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(field('Status')?.textContent).toBe('Approved');
    expect(field('Expires')?.textContent).toBe('Dec 10, 2026');
    expect(screen.getByRole('link', { name: '/jobs/sub-1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says Submission not found for an unknown id', async () => {
    openSubmission({
      [getKey]: { status: 404, body: { error: { code: 'not_found', message: 'Submission not found' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Submission not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Job Submissions' }).getAttribute('href')).toBe(
      '/admin/job-submissions',
    );
  });

  it('says Submission not found for an address that is not a submission id', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/admin/postings/not-an-id': {
        status: 400,
        body: { error: { code: 'invalid_input', message: 'id: Not a job posting id' } },
      },
    });
    renderAdminAt('/admin/job-submissions/not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Submission not found' })).toBeTruthy();
  });
});
