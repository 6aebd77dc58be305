// @vitest-environment node
// The home page as the edge renders it: no script of its own, no island.
import { categories } from '@rdj/shared';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { atEdge } from '../../../../test/edge';
import { aJob, someJobs } from '../../../../test/job';
import { homePage } from '../../../../test/pages';

const placeholderText = 'New remote design roles are on the way';
const featuredOf = (view: ReturnType<typeof atEdge>) => view.getByRole('region', { name: 'Featured Design Jobs' });
const cardTitles = (region: HTMLElement) => within(region).queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('the home page at the edge', () => {
  it('shows the hero heading, the featured jobs and the four things we do, with no island', () => {
    const view = atEdge(homePage(someJobs(3)));
    expect(view.getByRole('heading', { level: 1, name: 'Find Your Next Remote Design Job' })).toBeTruthy();
    expect(within(featuredOf(view)).getAllByRole('article')).toHaveLength(3);
    const whatWeDo = view.getByRole('region', { name: 'What We Do' });
    expect(within(whatWeDo).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Curated Remote Jobs',
      'Every Design Discipline',
      'Vetted Employers',
      'Easy Application',
    ]);
    expect(view.islands).toEqual([]);
  });

  it('picks a category with a GET form to /categories: a select named category of every slug, and Show jobs', () => {
    const view = atEdge(homePage([]));
    const select = view.getByRole('combobox', { name: 'Choose a category' });
    expect(select.getAttribute('name')).toBe('category');
    expect(Array.from(select.querySelectorAll('option'), (o) => o.getAttribute('value')).filter(Boolean)).toEqual(categories.map((c) => c.slug));
    const form = select.closest('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['get', '/categories']);
    expect(within(form!).getByRole('button', { name: 'Show jobs' }).getAttribute('type')).toBe('submit');
  });

  it('shows the featured jobs as home cards in the order the API gives them, with their View Job links', () => {
    const jobs = [aJob({ id: 'b', title: 'UX Designer', company: null, type: null }), aJob({ id: 'a', title: 'Graphic Designer' }), aJob({ id: 'c', title: 'Brand Designer' })];
    const featured = featuredOf(atEdge(homePage(jobs)));
    expect(cardTitles(featured)).toEqual(['UX Designer', 'Graphic Designer', 'Brand Designer']);
    const cards = within(featured).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link', { name: 'View Job' }).getAttribute('href'))).toEqual(jobs.map((job) => job.applyHref));
    // Home card defaults: the company line is left out and the type reads Full-time.
    expect(within(cards[0]!).queryByText('Company Not Listed')).toBeNull();
    expect(within(cards[0]!).getAllByText('Full-time').length).toBeGreaterThan(0);
    expect(within(featured).queryByText(placeholderText)).toBeNull();
  });

  it('shows at most three jobs', () => {
    expect(cardTitles(featuredOf(atEdge(homePage(someJobs(5)))))).toEqual(someJobs(3).map((job) => job.title));
  });

  it('shows three placeholder cards while there are no featured jobs', () => {
    const featured = featuredOf(atEdge(homePage([])));
    expect(within(featured).getAllByText(placeholderText)).toHaveLength(3);
    expect(within(featured).getAllByText('Check back soon for featured jobs from employers hiring designers worldwide.')).toHaveLength(3);
    expect(within(featured).queryByRole('article')).toBeNull();
  });

  it('says Failed to load featured jobs, without placeholders, when they could not be loaded', () => {
    const featured = featuredOf(atEdge(homePage(null)));
    expect(within(featured).getByRole('alert').textContent).toBe('Failed to load featured jobs');
    expect(within(featured).queryByText(placeholderText)).toBeNull();
  });
});
