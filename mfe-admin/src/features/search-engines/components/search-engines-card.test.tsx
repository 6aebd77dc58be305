import type { SearchEnginePings } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/blog-fixture';
import { openDashboardWith } from '../../../../test/dashboard';

const pings = (overrides: Partial<SearchEnginePings> = {}) =>
  ok({
    day: '2026-11-30',
    google: { configured: true, sent: 12, quota: 200 },
    indexNow: { configured: true, sent: 1340 },
    failed: 0,
    failures: [],
    ...overrides,
  } satisfies SearchEnginePings);

function openDashboard(answer: ReturnType<typeof pings>) {
  return openDashboardWith({ 'GET /api/admin/search-engines': answer });
}

const card = async () => within(await screen.findByRole('region', { name: 'Search engines' }));
function fieldsOf(region: Awaited<ReturnType<typeof card>>): [string | null, string | null | undefined][] {
  const values = region.getAllByRole('definition');
  return region.getAllByRole('term').map((term, i) => [term.textContent, values[i]?.textContent]);
}

describe("the dashboard's search engines card", () => {
  it('shows what Google and IndexNow were told today, against Google’s quota', async () => {
    openDashboard(pings());
    const region = await card();
    await region.findByText('12 of 200 requests');
    expect(fieldsOf(region)).toEqual([
      ['Google Indexing API, today (UTC)', '12 of 200 requests'],
      ['IndexNow, today (UTC)', '1,340 URLs'],
      ['Not sent today', '0'],
    ]);
    expect(region.getByText('Every change was sent today')).toBeTruthy();
  });

  it('lists the changes not sent today, with the engine and why', async () => {
    const failure = { at: '2026-11-30T10:15:00.000Z', engine: 'google', what: 'URL_UPDATED https://remotedesignjobs.com/jobs/7', reason: 'over today’s quota of 200 publish requests: not sent' } as const;
    openDashboard(pings({ failed: 3, failures: [failure] }));
    const region = await card();
    const table = await region.findByRole('table', { name: 'Changes not sent today' });
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['10:15', 'Google', failure.what, failure.reason]);
    expect(fieldsOf(region)[2]).toEqual(['Not sent today', '3']);
  });

  it('says when an engine is not configured, so nothing is sent to it', async () => {
    openDashboard(pings({ google: { configured: false, sent: 0, quota: 200 }, indexNow: { configured: false, sent: 0 } }));
    const region = await card();
    expect(await region.findAllByText('Not configured: nothing is sent')).toHaveLength(2);
  });
});
