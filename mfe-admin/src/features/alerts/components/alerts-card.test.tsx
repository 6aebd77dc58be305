import type { AlertStats } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../../test/blog-fixture';
import { callsTo, held, type Handler } from '../../../../test/fetch-stub';
import { openDashboardWith } from '../../../../test/dashboard';
import { localNoon } from '../../../../test/submission-fixture';

const alertsKey = 'GET /api/admin/alerts';

/** `GET /api/admin/alerts` as the gateway answers it; override what a test is about. */
const stats = (overrides: Partial<AlertStats> = {}) =>
  ok({ categories: [], pending: 0, sentToday: 0, failures: [], ...overrides } satisfies AlertStats);

function openDashboard(alerts: Handler) {
  return openDashboardWith({ [alertsKey]: alerts });
}

const card = async () => within(await screen.findByRole('region', { name: 'Job alerts' }));
type Card = Awaited<ReturnType<typeof card>>;

/** The card's totals as [name, value] pairs. */
function totals(region: Card) {
  const names = region.getAllByRole('term').map((term) => term.textContent);
  const values = region.getAllByRole('definition').map((value) => value.textContent);
  return names.map((name, i) => [name, values[i]]);
}

function rows(region: Card, table: string) {
  return within(region.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
}

describe('job alerts card', () => {
  it('shows the counts and category names', async () => {
    const fetchMock = openDashboard(
      stats({
        categories: [
          { category: '', confirmed: 1200 },
          { category: 'graphic-design', confirmed: 34 },
          { category: 'ux-ui-design', confirmed: 1 },
        ],
        pending: 5,
        sentToday: 2048,
      }),
    );
    const region = await card();
    await region.findByRole('table', { name: 'Confirmed alerts per category' });

    expect(totals(region)).toEqual([
      ['Confirmed alerts', '1,235'],
      ['Waiting for confirmation', '5'],
      ['Mails sent today (UTC)', '2,048'],
    ]);
    expect(rows(region, 'Confirmed alerts per category')).toEqual([
      ['All jobs', '1,200'],
      ['Graphic Design', '34'],
      ['UX/UI Design', '1'],
    ]);
    expect(region.getByText('No failures')).toBeTruthy();
    expect(callsTo(fetchMock, alertsKey)).toBe(1);
  });

  it('shows failures with their reason', async () => {
    openDashboard(
      stats({
        categories: [{ category: 'product-design', confirmed: 2 }],
        failures: [
          {
            id: 7,
            email: 'gone@example.com',
            category: 'product-design',
            reason: 'The address bounced',
            pausedAt: localNoon(2026, 11, 5),
          },
          { id: 3, email: 'full@example.com', category: '', reason: 'Failed 5 times: 429', pausedAt: localNoon(2026, 11, 2) },
        ],
      }),
    );
    const region = await card();
    await region.findByRole('table', { name: 'Paused alerts' });

    expect(rows(region, 'Paused alerts')).toEqual([
      ['gone@example.com', 'Product Design', 'The address bounced', 'Nov 5, 2026'],
      ['full@example.com', 'All jobs', 'Failed 5 times: 429', 'Nov 2, 2026'],
    ]);
    expect(region.queryByText('No failures')).toBeNull();
  });

  it('shows the empty state', async () => {
    openDashboard(stats({ pending: 3 }));
    const region = await card();

    expect(await region.findByText('No confirmed alerts yet')).toBeTruthy();
    expect(region.queryByRole('table')).toBeNull();
    expect(totals(region)).toEqual([
      ['Confirmed alerts', '0'],
      ['Waiting for confirmation', '3'],
      ['Mails sent today (UTC)', '0'],
    ]);
    expect(region.getByText('No failures')).toBeTruthy();
  });

  it('shows the error and retries', async () => {
    const answer = held();
    const fetchMock = openDashboard(answer.handler);
    const region = await card();
    expect(region.getByText('Loading job alerts...')).toBeTruthy();

    answer.release(apiError(503, 'unavailable', 'Database is busy'));
    expect((await region.findByRole('alert')).textContent).toBe('Database is busy');
    expect(region.queryByText('Loading job alerts...')).toBeNull();

    await userEvent.click(region.getByRole('button', { name: 'Retry' }));
    expect(region.getByText('Loading job alerts...')).toBeTruthy();
    answer.release(stats({ categories: [{ category: 'game-design', confirmed: 4 }] }));
    expect(await region.findByRole('table', { name: 'Confirmed alerts per category' })).toBeTruthy();
    expect(region.queryByRole('alert')).toBeNull();
    expect(callsTo(fetchMock, alertsKey)).toBe(2);
  });
});
