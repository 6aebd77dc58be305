import type { IndexStatus } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../../test/blog-fixture';
import { type Handler } from '../../../../test/fetch-stub';
import { openDashboardWith } from '../../../../test/dashboard';

const freshnessKey = 'GET /api/jobs/freshness';

const status = (overrides: Partial<IndexStatus> = {}) =>
  ok({ refreshedAt: '2026-11-28T09:16:00.000Z', jobs: 1234, running: false, failingSince: null, deadLetters: 0, lastDeadLetter: null, ...overrides } satisfies IndexStatus);

function openDashboard(freshness: Handler) {
  return openDashboardWith({ [freshnessKey]: freshness });
}

const card = async () => within(await screen.findByRole('region', { name: 'Job index' }));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe("the dashboard's job index card", () => {
  it('shows the open jobs, when the provider was last taken in, and whether a run is going', async () => {
    openDashboard(status({ running: true }));
    const region = await card();
    await region.findByText('1,234');
    const fields = region.getAllByRole('term').map((term, i) => [term.textContent, region.getAllByRole('definition')[i]?.textContent]);
    expect(fields).toEqual([
      ['Open jobs', '1,234'],
      ['Last refreshed', 'Nov 28, 2026 09:16 UTC'],
      ['Ingest', 'Running now'],
    ]);
    expect(region.queryByRole('alert')).toBeNull();
  });

  it('warns once every run has failed for an hour, and not before', async () => {
    openDashboard(status({ failingSince: minutesAgo(61) }));
    const alert = await (await card()).findByRole('alert');
    expect(alert.textContent).toContain('The job provider has failed every ingest run since');
    expect(alert.textContent).toContain('The lists still show the jobs as of Nov 28, 2026 09:16 UTC.');
  });

  it('does not warn about a provider that failed only recently', async () => {
    openDashboard(status({ failingSince: minutesAgo(20) }));
    const region = await card();
    await region.findByText('1,234');
    expect(region.queryByRole('alert')).toBeNull();
  });

  it('warns of the ingest messages that failed every try this week, with the last one', async () => {
    openDashboard(status({ deadLetters: 2, lastDeadLetter: { at: '2026-11-28T10:15:00.000Z', what: 'graphic-design page 3' } }));
    const alert = await (await card()).findByRole('alert');
    expect(alert.textContent).toBe(
      '2 ingest messages failed every try in the last 7 days, the last at Nov 28, 2026 10:15 UTC: graphic-design page 3. A page that failed ends its run, and the next run starts at the next cron.',
    );
  });

  it('says why it could not load, and loads again on Retry', async () => {
    openDashboard([apiError(503, 'unavailable', 'The database is busy'), status()]);
    const region = await card();
    expect((await region.findByRole('alert')).textContent).toBe('The database is busy');
    await userEvent.click(region.getByRole('button', { name: 'Retry' }));
    await region.findByText('1,234');
  });
});
