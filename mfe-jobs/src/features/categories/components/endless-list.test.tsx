// @vitest-environment node
// The endless list as the edge renders it (docs/pages.md, category pages): a GET form of checkboxes, the cards of
// every page up to ?browse, and its end an island.
import { categories, categoryListingOf } from '@rdj/shared';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { atEdge, hiddenFields, islandNamed } from '../../../../test/edge';
import { someJobs } from '../../../../test/job';
import { categoryPage, listPage, twoPagesLoaded } from '../../../../test/pages';

const graphic = '/api/jobs?category=graphic-design';
const graphicPage = '/remote-graphic-design-jobs';
const endlessOf = (view: ReturnType<typeof atEdge>) => view.getByRole('region', { name: 'Browse all Graphic Design jobs' });
const cardTitles = (region: HTMLElement) => within(region).queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const boxes = (group: HTMLElement) => within(group).getAllByRole('checkbox').map((box) => [box.parentElement?.textContent, box.hasAttribute('checked')]);

const filtered = `${graphicPage}?q=logo&employment=Freelance&experience=entry&browse=2`;
const filteredAnswers = {
  [`${graphic}&page=1&q=logo`]: listPage([], 1, false),
  // ?browse=2: both pages in one answer.
  [`${graphic}&page=2&employment=Freelance&experience=entry&pages=2`]: listPage(someJobs(4, 1), 2, true),
};

describe('the endless list at the edge', () => {
  it('is nested only on the graphic, UX/UI and freelance pages', () => {
    const withList = categories
      .filter((category) => {
        const view = atEdge(categoryPage(category.path, { [`/api/jobs?category=${category.slug}&page=1`]: listPage([], 1, false) }));
        return view.queryByRole('heading', { level: 2, name: `Browse all ${category.name} jobs` }) !== null;
      })
      .map((category) => category.path);
    expect(withList).toEqual(['/remote-graphic-design-jobs', '/remote-ux-ui-design-jobs', '/remote-freelance-design-jobs']);
  });

  it('filters with a GET form of every employment type and experience level, the search kept, and Apply filters', () => {
    const view = atEdge(categoryPage(filtered, filteredAnswers));
    const form = within(endlessOf(view)).getByRole('group', { name: 'Employment type' }).closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', null]);
    expect(boxes(within(form).getByRole('group', { name: 'Employment type' }))).toEqual([
      ['Full-time', false],
      ['Part-time', false],
      ['Contract', false],
      ['Freelance', true],
      ['Internship', false],
    ]);
    expect(boxes(within(form).getByRole('group', { name: 'Experience level' }))).toEqual([
      ['Entry Level', true],
      ['Mid Level', false],
      ['Senior Level', false],
    ]);
    expect(within(form).getAllByRole('checkbox').map((box) => `${box.getAttribute('name')}=${box.getAttribute('value')}`)).toContain('experience=entry');
    expect(hiddenFields(form)).toEqual(['q=logo']);
    expect(within(form).getByRole('button', { name: 'Apply filters' }).getAttribute('type')).toBe('submit');
  });

  it('carries the salary floor and the country too, which the filters leave as they are', () => {
    const view = atEdge(
      categoryPage(`${graphicPage}?employment=Contract&salary=60000&currency=EUR&from=PT`, {
        [`${graphic}&page=1&salary=60000&currency=EUR&from=PT`]: listPage([], 1, false),
        [`${graphic}&page=1&employment=Contract&salary=60000&currency=EUR&from=PT`]: listPage([], 1, false),
      }),
    );
    const form = within(endlessOf(view)).getByRole('button', { name: 'Apply filters' }).closest('form');
    expect(hiddenFields(form)).toEqual(['salary=60000', 'currency=EUR', 'from=PT']);
  });

  it('shows every page of the filters up to ?browse, and Load more jobs: a link to the next', () => {
    const view = atEdge(categoryPage(filtered, filteredAnswers));
    const endless = endlessOf(view);
    expect(cardTitles(endless)).toEqual(someJobs(4).map((job) => job.title));
    expect(within(endless).getByRole('link', { name: 'Load more jobs' }).getAttribute('href')).toBe(
      `${graphicPage}?q=logo&employment=Freelance&experience=entry&browse=3`,
    );
    expect(within(endless).queryByText('No more jobs to load')).toBeNull();
  });

  it('hands the list’s end to the endless-more island (visible), with where the page left it', () => {
    const island = islandNamed(atEdge(categoryPage(filtered, filteredAnswers)).body, 'jobs:endless-more');
    expect(island.when).toBe('visible');
    expect(island.props).toEqual({
      category: 'graphic-design',
      path: graphicPage,
      listing: categoryListingOf(new URL(filtered, 'https://x').searchParams),
      start: twoPagesLoaded,
      listId: 'category-graphic-design-all-job',
    });
    expect(within(island.element).getByRole('link', { name: 'Load more jobs' })).toBeTruthy();
  });

  it('says No more jobs to load after the last page, without the link', () => {
    const endless = endlessOf(atEdge(categoryPage(graphicPage, { [`${graphic}&page=1`]: listPage(someJobs(1), 1, false) })));
    expect(within(endless).getByText('No more jobs to load')).toBeTruthy();
    expect(within(endless).queryByRole('link', { name: 'Load more jobs' })).toBeNull();
  });

  it('links to the next page when the filters emptied the last page shown while the provider has more', () => {
    const view = atEdge(
      categoryPage(`${graphicPage}?employment=Internship`, {
        [`${graphic}&page=1`]: listPage(someJobs(1), 1, false),
        [`${graphic}&page=1&employment=Internship`]: listPage([], 1, true),
      }),
    );
    const link = within(endlessOf(view)).getByRole('link', { name: 'Load more jobs' });
    expect(link.getAttribute('href')).toBe(`${graphicPage}?employment=Internship&browse=2`);
  });
});
