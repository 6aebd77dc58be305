import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@rdj/router';
import { describe, expect, it } from 'vitest';
import { stubFetch, type Reply } from '../../../../test/fetch-stub';
import { aJob, someJobs } from '../../../../test/job';
import { FeaturedJobs } from './featured-jobs';

const featuredKey = 'GET /api/jobs/featured';

function renderFeatured(reply: Reply | (() => Promise<Reply>)) {
  const fetchMock = stubFetch({ [featuredKey]: reply });
  render(
    <MemoryRouter>
      <FeaturedJobs />
    </MemoryRouter>,
  );
  return { fetchMock, region: screen.getByRole('region', { name: 'Featured Design Jobs' }) };
}

const placeholderText = 'New remote design roles are on the way';

describe('featured jobs on the home page', () => {
  it('shows the featured jobs as home cards in the order the API gives them', async () => {
    const jobs = [
      aJob({ id: 'b', title: 'UX Designer', company: null, type: null }),
      aJob({ id: 'a', title: 'Graphic Designer' }),
      aJob({ id: 'c', title: 'Brand Designer' }),
    ];
    const { region } = renderFeatured({ status: 200, body: { jobs } });
    const cards = await within(region).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'UX Designer',
      'Graphic Designer',
      'Brand Designer',
    ]);
    // Home card defaults: the company line is left out and the type reads Full-time.
    expect(within(cards[0]!).queryByText('Company Not Listed')).toBeNull();
    expect(within(cards[0]!).getAllByText('Full-time').length).toBeGreaterThan(0);
    expect(within(region).queryByText(placeholderText)).toBeNull();
  });

  it('shows at most three jobs', async () => {
    const { region } = renderFeatured({ status: 200, body: { jobs: someJobs(5) } });
    expect(await within(region).findAllByRole('article')).toHaveLength(3);
  });

  it('shows three placeholder cards while loading', () => {
    const { region } = renderFeatured(() => new Promise<Reply>(() => {}));
    expect(within(region).getAllByText(placeholderText)).toHaveLength(3);
    expect(within(region).queryByRole('article')).toBeNull();
  });

  it('shows three placeholder cards when there are no featured jobs', async () => {
    const { fetchMock, region } = renderFeatured({ status: 200, body: { jobs: [] } });
    await expect.poll(() => fetchMock.mock.results.length).toBe(1);
    await expect.poll(() => region.getAttribute('aria-busy')).toBe('false');
    expect(within(region).getAllByText(placeholderText)).toHaveLength(3);
  });

  it('says Failed to load featured jobs when the API fails', async () => {
    const { region } = renderFeatured({ status: 500, body: { error: { code: 'internal_error', message: 'Internal error' } } });
    expect((await within(region).findByRole('alert')).textContent).toBe('Failed to load featured jobs');
    expect(within(region).queryByText(placeholderText)).toBeNull();
  });
});
