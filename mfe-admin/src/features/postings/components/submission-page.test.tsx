import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, held, signedIn, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { renderAdminAt } from '../../../../test/render-admin';
import { localNoon, submission } from '../../../../test/submission-fixture';

const getKey = 'GET /api/admin/postings/sub-1';
const approveKey = 'POST /api/admin/postings/sub-1/approve';
const rejectKey = 'POST /api/admin/postings/sub-1/reject';
const closeKey = 'POST /api/admin/postings/sub-1/close';

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

// Expiring long after any run of these tests, so it is open whenever they run.
const approved = submission({
  status: 'approved',
  reviewedAt: localNoon(2026, 11, 10),
  expiresAt: localNoon(2099, 12, 10),
});

describe('one job submission', () => {
  it('shows every field, with links that give the opened page no handle on ours', async () => {
    openSubmission({ [getKey]: { status: 200, body: submission() } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Brand Designer' })).toBeTruthy();
    expect(field('Status')?.textContent).toBe('Pending');
    expect(field('Submitted')?.textContent).toBe('Nov 5, 2026');
    expect(field('Company Name')?.textContent).toBe('Acme Studio');
    expect(field('Where')?.textContent).toBe('Europe');
    expect(field('Job Type')?.textContent).toBe('Contract');
    expect(field('Category')?.textContent).toBe('UI/UX Design');
    expect(field('Salary')?.textContent).toBe('$60,000 - $80,000');
    expect(field('Runs for')?.textContent).toBe('30 days');
    expect(field('Company Size')?.textContent).toBe('15–24 employees');
    expect(field('Benefits and other pay')?.textContent).toBe('Health insurance\nA yearly bonus');
    expect(field('Applications close on')?.textContent).toBe('Dec 31, 2026');
    expect(field('Applications close on')?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-31');
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

  it('says Not given for optional fields the employer left empty, Not disclosed for no salary, Worldwide for no place', async () => {
    openSubmission({
      [getKey]: {
        status: 200,
        body: submission({
          location: null,
          salary: null,
          requirements: null,
          companyWebsite: null,
          employerSize: null,
          benefits: null,
          applicationCloses: null,
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Senior Brand Designer' });
    expect(field('Where')?.textContent).toBe('Worldwide');
    expect(field('Salary')?.textContent).toBe('Not disclosed');
    expect(field('Company Website')?.textContent).toBe('Not given');
    // docs/postings.md#pay-transparency-laws: a posting sent before the form asked has no size, benefits or close date.
    for (const name of ['Company Size', 'Benefits and other pay', 'Applications close on']) expect(field(name)?.textContent).toBe('Not given');
    expect(screen.getAllByText('Not given')).toHaveLength(5);
  });

  it('shows the salary range, where it can be done from with its time zones, and how long it runs', async () => {
    openSubmission({
      [getKey]: {
        status: 200,
        body: submission({
          salary: null,
          salaryRange: { min: 60000, max: 80000, currency: 'EUR', period: 'year' },
          location: 'Portugal, Europe · UTC−1 to UTC+3',
          workFrom: ['PT', 'europe'],
          tzMin: -1,
          tzMax: 3,
          runDays: 45,
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Senior Brand Designer' });
    expect(field('Salary')?.textContent).toBe('€60,000 – €80,000 per year');
    expect(field('Where')?.textContent).toBe('Portugal, Europe · UTC−1 to UTC+3');
    expect(field('Runs for')?.textContent).toBe('45 days');
  });

  it('approves: Approving... while busy, then Approved with the expiry date and the public page', async () => {
    const approval = held();
    const fetchMock = openSubmission({ [getKey]: { status: 200, body: submission() }, [approveKey]: approval.handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));

    const busy = screen.getByRole('button', { name: 'Approving...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close posting' })).toBeNull();
    approval.release({ status: 200, body: approved });

    expect((await screen.findByText('Submission approved.')).getAttribute('role')).toBe('status');
    expect(field('Status')?.textContent).toBe('Approved');
    expect(field('Expires')?.textContent).toBe('Dec 10, 2099');
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

  it('shows an approved submission with its expiry date and public page, offering Reject and Close posting', async () => {
    openSubmission({ [getKey]: { status: 200, body: approved } });

    expect(await screen.findByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close posting' })).toBeTruthy();
    expect(field('Status')?.textContent).toBe('Approved');
    expect(field('Expires')?.textContent).toBe('Dec 10, 2099');
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

describe('what the review flagged', () => {
  const flagged = submission({
    flags: [
      { kind: 'same-apply-url', of: 'sub-2', title: 'Brand Designer' },
      { kind: 'similar-description', of: 'sub-3', title: 'Brand Lead', distance: 2 },
      { kind: 'no-salary' },
      { kind: 'no-location' },
    ],
  });

  it('lists each flag, naming the other posting with a link to its page in the admin', async () => {
    openSubmission({ [getKey]: { status: 200, body: flagged } });
    const flags = await screen.findByRole('region', { name: 'Review flags' });

    expect(within(flags).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Possible duplicate: the same apply URL as Brand Designer.',
      'Possible duplicate: a near-identical description to Brand Lead (2 of 64 bits apart).',
      'No salary: the employer did not disclose it.',
      'No location: open worldwide, with no time-zone band. Check it is not limited to some countries.',
    ]);
    expect(within(flags).getByRole('link', { name: 'Brand Designer' }).getAttribute('href')).toBe('/admin/job-submissions/sub-2');
    expect(within(flags).getByRole('link', { name: 'Brand Lead' }).getAttribute('href')).toBe('/admin/job-submissions/sub-3');
  });

  it('opens the other posting from its flag', async () => {
    openSubmission({
      [getKey]: { status: 200, body: flagged },
      'GET /api/admin/postings/sub-2': { status: 200, body: submission({ id: 'sub-2', title: 'Brand Designer', status: 'approved' }) },
    });
    await userEvent.click(within(await screen.findByRole('region', { name: 'Review flags' })).getByRole('link', { name: 'Brand Designer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Brand Designer' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/job-submissions/sub-2');
    expect(screen.queryByRole('region', { name: 'Review flags' })).toBeNull();
  });

  it('says the same text for a copy 0 bits apart', async () => {
    openSubmission({
      [getKey]: { status: 200, body: submission({ flags: [{ kind: 'similar-description', of: 'sub-3', title: 'Brand Lead', distance: 0 }] }) },
    });
    const flags = await screen.findByRole('region', { name: 'Review flags' });
    expect(within(flags).getByRole('listitem').textContent).toBe('Possible duplicate: a near-identical description to Brand Lead (the same text).');
  });

  it('says how many of its words a short copy shares', async () => {
    openSubmission({
      [getKey]: { status: 200, body: submission({ flags: [{ kind: 'similar-words', of: 'sub-4', title: 'Illustrator', share: 0.86 }] }) },
    });
    const flags = await screen.findByRole('region', { name: 'Review flags' });
    expect(within(flags).getByRole('listitem').textContent).toBe('Possible duplicate: mostly the same words as Illustrator (86% of their words shared).');
  });

  it('shows no flags section when nothing was flagged', async () => {
    openSubmission({ [getKey]: { status: 200, body: submission() } });
    await screen.findByRole('heading', { level: 1, name: 'Senior Brand Designer' });
    expect(screen.queryByRole('region', { name: 'Review flags' })).toBeNull();
  });
});

describe('an edit of a live posting', () => {
  const edit = submission({ title: 'Senior Brand Designer (remote)', editOf: 'live-1' });
  const liveKey = 'GET /api/admin/postings/live-1';

  it('says which live posting it edits, with a link to it', async () => {
    openSubmission({
      [getKey]: { status: 200, body: edit },
      [liveKey]: { status: 200, body: submission({ id: 'live-1', title: 'Senior Brand Designer', status: 'approved' }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Senior Brand Designer (remote)' });
    const link = await screen.findByRole('link', { name: 'Senior Brand Designer' });
    expect(link.getAttribute('href')).toBe('/admin/job-submissions/live-1');
    expect(link.closest('p')?.textContent).toMatch(/^Edit of Senior Brand Designer\. Approving it replaces/);
  });

  it('still links to the live posting when its title cannot be loaded', async () => {
    openSubmission({
      [getKey]: { status: 200, body: edit },
      [liveKey]: { status: 503, body: { error: { code: 'unavailable', message: 'Database is busy' } } },
    });
    const link = await screen.findByRole('link', { name: 'the live posting' });
    expect(link.getAttribute('href')).toBe('/admin/job-submissions/live-1');
  });

  it('has no public page of its own and cannot be closed once approved', async () => {
    openSubmission({
      [getKey]: { status: 200, body: { ...edit, status: 'approved', reviewedAt: localNoon(2026, 11, 10), expiresAt: localNoon(2099, 12, 10) } },
      [liveKey]: { status: 200, body: submission({ id: 'live-1', status: 'approved' }) },
    });
    await screen.findByRole('button', { name: 'Reject' });
    expect(field('Public page')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close posting' })).toBeNull();
  });
});

describe('closing a posting', () => {
  const closed = { ...approved, closedAt: localNoon(2026, 11, 20), closedBy: 'admin' as const };

  it('closes an open posting: Closing... while busy, then the closed date and no Close button', async () => {
    const closing = held();
    const fetchMock = openSubmission({ [getKey]: { status: 200, body: approved }, [closeKey]: closing.handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Close posting' }));

    expect((screen.getByRole('button', { name: 'Closing...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);
    closing.release({ status: 200, body: closed });

    expect((await screen.findByText(/^Posting closed\./)).getAttribute('role')).toBe('status');
    expect(field('Closed')?.textContent).toBe('Nov 20, 2026 by an administrator');
    expect(screen.queryByRole('button', { name: /Close posting|Closing/ })).toBeNull();
    expect(callsTo(fetchMock, closeKey)).toBe(1);
  });

  it("shows the server's message when closing fails, and offers it again", async () => {
    openSubmission({
      [getKey]: { status: 200, body: approved },
      [closeKey]: { status: 404, body: { error: { code: 'not_found', message: 'No open posting with this id' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close posting' }));

    expect((await screen.findByRole('alert')).textContent).toBe('No open posting with this id');
    expect(field('Closed')).toBeNull();
    expect((screen.getByRole('button', { name: 'Close posting' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says who closed a posting the employer closed', async () => {
    openSubmission({ [getKey]: { status: 200, body: { ...closed, closedBy: 'employer' } } });
    await screen.findByRole('button', { name: 'Reject' });
    expect(field('Closed')?.textContent).toBe('Nov 20, 2026 by the employer');
  });

  it.each([
    ['a pending', submission()],
    ['a rejected', submission({ status: 'rejected', reviewedAt: localNoon(2026, 11, 10) })],
    ['an expired', { ...approved, expiresAt: localNoon(2020, 1, 1) }],
    ['a closed', closed],
  ])('offers no Close posting on %s posting', async (_, body) => {
    openSubmission({ [getKey]: { status: 200, body } });
    await screen.findByRole('heading', { level: 1, name: 'Senior Brand Designer' });
    expect(screen.queryByRole('button', { name: 'Close posting' })).toBeNull();
  });
});
