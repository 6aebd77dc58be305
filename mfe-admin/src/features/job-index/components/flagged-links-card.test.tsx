import type { FlaggedLink, FlaggedLinks } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo, held, type Handler } from '../../../../test/fetch-stub';
import { openDashboardWith } from '../../../../test/dashboard';

const listKey = 'GET /api/admin/link-checks';
const decideKey = 'POST /api/admin/link-checks/decisions';

function openDashboard(flagged: Handler, handlers: Record<string, Handler> = {}) {
  return openDashboardWith({ [listKey]: flagged, ...handlers });
}

const card = async () => within(await screen.findByRole('region', { name: 'Flagged links' }));
const rows = async () => within(await (await card()).findByRole('list', { name: 'Jobs whose link lands on a front or careers page' })).findAllByRole('listitem');

const posting: FlaggedLink = {
  key: 'posting:p1',
  title: 'Brand Designer',
  company: 'Acme Studio',
  link: 'https://acme.example/jobs/7',
  flaggedTo: 'https://acme.example/careers',
  flaggedAt: '2026-11-29T10:00:00.000Z',
  postingPath: '/jobs/p1',
};
const providerJob: FlaggedLink = {
  key: 'provider:42',
  title: 'UX Designer',
  company: null,
  link: 'https://jobs.example/42',
  flaggedTo: 'https://jobs.example/',
  flaggedAt: '2026-11-28T10:00:00.000Z',
  postingPath: null,
};
const bothFlagged = ok({ flagged: [posting, providerJob] } satisfies FlaggedLinks);

describe("the dashboard's flagged links card", () => {
  it('lists each job whose link now lands on a front or careers page, with where it lands and since when', async () => {
    openDashboard(bothFlagged);
    const items = await rows();
    expect(items.map((item) => item.textContent)).toEqual([
      'Brand Designer at Acme Studiohttps://acme.example/jobs/7 now lands on https://acme.example/careers (since Nov 29, 2026)Keep listedClose job',
      'UX Designerhttps://jobs.example/42 now lands on https://jobs.example/ (since Nov 28, 2026)Keep listedClose job',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Brand Designer' }).getAttribute('href')).toBe('/jobs/p1');
  });

  it('says when no link is flagged', async () => {
    openDashboard(ok({ flagged: [] }));
    expect(await (await card()).findByText("No job's link lands on a front or careers page.")).toBeTruthy();
  });

  it('keeps a job listed: Keeping... while it runs, every button waiting, then the job leaves the card and it says so', async () => {
    const decision = held();
    const fetchMock = openDashboard(bothFlagged, { [decideKey]: decision.handler });
    const [first] = await rows();
    await userEvent.click(within(first!).getByRole('button', { name: 'Keep listed' }));

    expect((within(first!).getByRole('button', { name: 'Keeping...' }) as HTMLButtonElement).disabled).toBe(true);
    const buttons = (await card()).getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.map((button) => [button.textContent, button.disabled])).toEqual([
      ['Keeping...', true],
      ['Close job', true],
      ['Keep listed', true],
      ['Close job', true],
    ]);
    decision.release({ status: 200, body: { key: 'posting:p1', decision: 'keep' } });

    expect((await (await card()).findByText('Kept listed. A check that lands on the same page will not flag it again.')).getAttribute('role')).toBe('status');
    expect((await rows()).map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual(['https://jobs.example/42']);
    expect(bodiesSentTo(fetchMock, decideKey)).toEqual([{ key: 'posting:p1', decision: 'keep' }]);
    expect(callsTo(fetchMock, listKey)).toBe(1);
  });

  it('closes a job: the job leaves the card, and once none is left the card says no link is flagged', async () => {
    const fetchMock = openDashboard(ok({ flagged: [providerJob] }), { [decideKey]: ok({ key: 'provider:42', decision: 'close' }) });
    await userEvent.click(within((await rows())[0]!).getByRole('button', { name: 'Close job' }));

    expect(await (await card()).findByText('Job closed. It is no longer listed.')).toBeTruthy();
    expect((await card()).getByText("No job's link lands on a front or careers page.")).toBeTruthy();
    expect(bodiesSentTo(fetchMock, decideKey)).toEqual([{ key: 'provider:42', decision: 'close' }]);
  });

  it("shows the server's message when a decision fails, keeping the job and its buttons", async () => {
    openDashboard(bothFlagged, {
      [decideKey]: { status: 404, body: { error: { code: 'not_found', message: 'No open job of this key has a flagged link' } } },
    });
    await userEvent.click(within((await rows())[1]!).getByRole('button', { name: 'Close job' }));

    expect((await (await card()).findByRole('alert')).textContent).toBe('No open job of this key has a flagged link');
    const items = await rows();
    expect(items).toHaveLength(2);
    expect((within(items[1]!).getByRole('button', { name: 'Close job' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
