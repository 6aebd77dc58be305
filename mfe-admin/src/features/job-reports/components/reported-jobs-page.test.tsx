import type { ReportedJob } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, signedIn, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { renderAdminAt } from '../../../../test/render-admin';

const queueKey = 'GET /api/admin/job-reports';
const decideKey = 'POST /api/admin/job-reports/decisions';

function reportedJob(overrides: Partial<ReportedJob> = {}): ReportedJob {
  return {
    jobKey: 'posting:p1',
    title: 'Senior Brand Designer',
    path: '/jobs/p1',
    counts: { scam: 3, filled: 1, 'not-remote': 0, pay: 0, other: 0 },
    verified: 3,
    unverified: 1,
    hidden: true,
    lastReportedAt: '2026-11-05T10:00:00.000Z',
    details: ['Asks for a fee to apply'],
    ...overrides,
  };
}

function openQueue(handlers: Record<string, Handler>) {
  const fetchMock = stubFetch({ 'GET /api/auth/user': signedIn, ...handlers });
  renderAdminAt('/admin/job-reports');
  return fetchMock;
}

describe('reported jobs', () => {
  it('shows each reported job with its counts per reason, whether it is hidden, and what visitors wrote', async () => {
    openQueue({ [queueKey]: { status: 200, body: { jobs: [reportedJob()] } } });
    expect(await screen.findByRole('link', { name: 'Senior Brand Designer' })).toBeTruthy();
    expect(screen.getByText('Hidden until you decide: 3 visitors reported it as a scam.')).toBeTruthy();
    const counts = screen.getByLabelText('Reports per reason');
    expect(Array.from(counts.querySelectorAll('div'), (line) => line.textContent)).toEqual(['Scam3', 'Filled or closed1', 'Not remote0', 'Pay missing or wrong0', 'Other0']);
    expect(screen.getByText('3 verified, 1 unverified · last reported Nov 5, 2026')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'What visitors wrote' })).getByText('Asks for a fee to apply')).toBeTruthy();
  });

  it('says so when no report is open', async () => {
    openQueue({ [queueKey]: { status: 200, body: { jobs: [] } } });
    expect(await screen.findByText('No open reports')).toBeTruthy();
  });

  it('takes a job down, says so, and loads the queue again', async () => {
    const fetchMock = openQueue({
      [queueKey]: [{ status: 200, body: { jobs: [reportedJob()] } }, { status: 200, body: { jobs: [] } }],
      [decideKey]: { status: 200, body: { decided: 4 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Take job down' }));
    expect(await screen.findByText('Job taken down. Its page now says it no longer takes applications.')).toBeTruthy();
    expect(await screen.findByText('No open reports')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ jobKey: 'posting:p1', decision: 'take-down' });
    expect(callsTo(fetchMock, queueKey)).toBe(2);
  });

  it('shows the server’s message when a dismissal fails, keeping the job', async () => {
    openQueue({
      [queueKey]: { status: 200, body: { jobs: [reportedJob()] } },
      [decideKey]: { status: 404, body: { error: { code: 'not_found', message: 'This job has no open reports' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss reports' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This job has no open reports');
    expect(screen.getByRole('link', { name: 'Senior Brand Designer' })).toBeTruthy();
  });
});
