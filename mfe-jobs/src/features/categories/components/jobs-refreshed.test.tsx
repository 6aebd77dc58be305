// @vitest-environment node
// When a category page's jobs were last refreshed, under its description (docs/pages.md#category-listing-pages).
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { atEdge } from '../../../../test/edge';
import { someJobs } from '../../../../test/job';
import { categoryPage, listPage } from '../../../../test/pages';
import { refreshedText } from './jobs-refreshed';

const product = '/api/jobs?category=product-design';
const productPage = '/remote-product-design-jobs';
const firstRefresh = 'Jobs are being refreshed for the first time; check back in a few minutes.';

const heroOf = (view: ReturnType<typeof atEdge>) => view.getByRole('heading', { level: 1 }).parentElement!;

describe('the jobs refreshed line', () => {
  it('says when the jobs were refreshed, in UTC, under the description', () => {
    const page = categoryPage(productPage, { [`${product}&page=1`]: listPage(someJobs(1), 1, false, { refreshedAt: '2026-11-28T04:15:09.000Z' }) });
    const time = within(heroOf(atEdge(page))).getByText('Nov 28, 2026, 04:15 UTC');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-11-28T04:15:09.000Z');
    // The page's script writes `<time data-date>` again in the viewer's zone; this one stays as the edge wrote it.
    expect(time.hasAttribute('data-date')).toBe(false);
    expect(time.closest('p')?.textContent).toBe('Jobs refreshed Nov 28, 2026, 04:15 UTC');
  });

  it('says it once on a page with both lists', () => {
    const graphic = '/api/jobs?category=graphic-design';
    const view = atEdge(categoryPage('/remote-graphic-design-jobs', { [`${graphic}&page=1`]: listPage(someJobs(2), 1, false) }));
    expect(view.getAllByText(/^Jobs refreshed/)).toHaveLength(1);
  });

  it('says the jobs are being refreshed for the first time before the first refresh finished', () => {
    const view = atEdge(categoryPage(productPage, { [`${product}&page=1`]: listPage([], 1, false, { refreshedAt: null }) }));
    expect(within(heroOf(view)).getByText(firstRefresh)).toBeTruthy();
    expect(view.queryByText(/^Jobs refreshed/)).toBeNull();
  });

  it('says nothing of a refresh when the lists could not be loaded', () => {
    const view = atEdge(categoryPage(productPage, null));
    expect(view.getByRole('alert').textContent).toBe('Failed to load jobs');
    expect(view.queryByText(/^Jobs refreshed/)).toBeNull();
    expect(view.queryByText(firstRefresh)).toBeNull();
  });

  it('writes the hour and minute with two digits each', () => {
    expect(refreshedText('2026-01-05T00:05:59.000Z')).toBe('Jan 5, 2026, 00:05 UTC');
    expect(refreshedText('2026-12-31T23:59:00Z')).toBe('Dec 31, 2026, 23:59 UTC');
    expect(refreshedText('soon')).toBeNull();
  });
});
