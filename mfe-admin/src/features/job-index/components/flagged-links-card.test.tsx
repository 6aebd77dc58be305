import type { FlaggedLinks } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/blog-fixture';
import { type Handler } from '../../../../test/fetch-stub';
import { openDashboardWith } from '../../../../test/dashboard';

function openDashboard(flagged: Handler) {
  return openDashboardWith({ 'GET /api/admin/link-checks': flagged });
}

const card = async () => within(await screen.findByRole('region', { name: 'Flagged links' }));

describe("the dashboard's flagged links card", () => {
  it('lists each job whose link now lands on a front or careers page, with where it lands and since when', async () => {
    openDashboard(
      ok({
        flagged: [
          {
            key: 'posting:p1',
            title: 'Brand Designer',
            company: 'Acme Studio',
            link: 'https://acme.example/jobs/7',
            flaggedTo: 'https://acme.example/careers',
            flaggedAt: '2026-11-29T10:00:00.000Z',
            postingPath: '/jobs/p1',
          },
          {
            key: 'provider:42',
            title: 'UX Designer',
            company: null,
            link: 'https://jobs.example/42',
            flaggedTo: 'https://jobs.example/',
            flaggedAt: '2026-11-28T10:00:00.000Z',
            postingPath: null,
          },
        ],
      } satisfies FlaggedLinks),
    );
    const list = within(await (await card()).findByRole('list', { name: 'Jobs whose link lands on a front or careers page' }));
    const items = await list.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Brand Designer at Acme Studiohttps://acme.example/jobs/7 now lands on https://acme.example/careers (since Nov 29, 2026)',
      'UX Designerhttps://jobs.example/42 now lands on https://jobs.example/ (since Nov 28, 2026)',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Brand Designer' }).getAttribute('href')).toBe('/jobs/p1');
  });

  it('says when no link is flagged', async () => {
    openDashboard(ok({ flagged: [] }));
    expect(await (await card()).findByText("No job's link lands on a front or careers page.")).toBeTruthy();
  });
});
