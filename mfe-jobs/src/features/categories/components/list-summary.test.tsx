// @vitest-environment node
// What a category list says above its cards, as the edge renders it (docs/pages.md#category-listing-pages): its
// total, and the words a search looked for instead.
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { atEdge } from '../../../../test/edge';
import { someJobs } from '../../../../test/job';
import { categoryPage, listPage } from '../../../../test/pages';

const product = '/api/jobs?category=product-design';
const productPage = '/remote-product-design-jobs';
const graphic = '/api/jobs?category=graphic-design';
const graphicPage = '/remote-graphic-design-jobs';

const searchListOf = (view: ReturnType<typeof atEdge>) => view.getByRole('region', { name: 'Product Design jobs' });
const endlessOf = (view: ReturnType<typeof atEdge>) => view.getByRole('region', { name: 'Browse all Graphic Design jobs' });

describe('a category list’s total', () => {
  it('shows the true number of jobs the search list holds, from its first page, above the cards', () => {
    const view = atEdge(categoryPage(productPage, { [`${product}&page=1`]: listPage(someJobs(2), 1, true, { totalCount: 128 }) }));
    const total = within(searchListOf(view)).getByText('128 jobs');
    const firstCard = within(searchListOf(view)).getAllByRole('article')[0]!;
    expect(total.compareDocumentPosition(firstCard) & total.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says 1 job for one, and groups thousands with commas', () => {
    const one = atEdge(categoryPage(productPage, { [`${product}&page=1`]: listPage(someJobs(1), 1, false) }));
    expect(within(searchListOf(one)).getByText('1 job')).toBeTruthy();
    const many = atEdge(categoryPage(productPage, { [`${product}&page=1`]: listPage(someJobs(2), 1, true, { totalCount: 1840 }) }));
    expect(within(searchListOf(many)).getByText('1,840 jobs')).toBeTruthy();
  });

  it('says 2,000+ jobs for a list of more than its 100 pages reach (a total of 2,001), and 2,000 jobs for 2,000', () => {
    const more = atEdge(categoryPage(productPage, { [`${product}&page=1`]: listPage(someJobs(2), 1, true, { totalCount: 2001 }) }));
    expect(within(searchListOf(more)).getByText('2,000+ jobs')).toBeTruthy();
    const all = atEdge(categoryPage(productPage, { [`${product}&page=1`]: listPage(someJobs(2), 1, true, { totalCount: 2000 }) }));
    expect(within(searchListOf(all)).getByText('2,000 jobs')).toBeTruthy();
  });

  it('shows no total when nothing matched: the list says No jobs found matching your search', () => {
    const view = atEdge(categoryPage(`${productPage}?q=zzz`, { [`${product}&page=1&q=zzz`]: listPage([], 1, false) }));
    expect(within(searchListOf(view)).queryByText(/\d jobs?$/)).toBeNull();
    expect(within(searchListOf(view)).getByText('No jobs found matching your search')).toBeTruthy();
  });

  it('shows the total of the listing the address shows, past the tenth page too', () => {
    const answers = { [`${product}&page=12&pages=10`]: listPage(someJobs(10, 3), 12, true, { totalCount: 300 }) };
    expect(within(searchListOf(atEdge(categoryPage(`${productPage}?page=12`, answers)))).getByText('300 jobs')).toBeTruthy();
  });

  it('shows the endless list’s own total, apart from the search list’s', () => {
    const view = atEdge(
      categoryPage(`${graphicPage}?q=logo&employment=Contract`, {
        [`${graphic}&page=1&q=logo`]: listPage(someJobs(2), 1, true, { totalCount: 57 }),
        [`${graphic}&page=1&employment=Contract`]: listPage(someJobs(2, 3), 1, true, { totalCount: 213 }),
      }),
    );
    expect(within(endlessOf(view)).getByText('213 jobs')).toBeTruthy();
    expect(within(endlessOf(view)).queryByText('57 jobs')).toBeNull();
    expect(view.getAllByText('57 jobs')).toHaveLength(1);
  });
});

describe('Showing results for', () => {
  it('names the search with each word no job holds swapped for the word searched instead', () => {
    const view = atEdge(
      categoryPage(`${productPage}?q=Figam+logo`, {
        [`${product}&page=1&q=Figam+logo`]: listPage(someJobs(2), 1, false, { searchedFor: { figam: 'figma' } }),
      }),
    );
    const line = within(searchListOf(view)).getByText('figma logo', { selector: 'strong' }).closest('p');
    expect(line?.textContent).toBe('Showing results for figma logo (no job mentions “figam”)');
  });

  it('names every word it replaced', () => {
    const view = atEdge(
      categoryPage(`${productPage}?q=figam+lgoo`, {
        [`${product}&page=1&q=figam+lgoo`]: listPage([], 1, false, { searchedFor: { figam: 'figma', lgoo: 'logo' } }),
      }),
    );
    const line = within(searchListOf(view)).getByText('figma logo', { selector: 'strong' }).closest('p');
    expect(line?.textContent).toBe('Showing results for figma logo (no job mentions “figam” or “lgoo”)');
  });

  it('is not shown when the search was searched as typed', () => {
    const view = atEdge(categoryPage(`${productPage}?q=figma`, { [`${product}&page=1&q=figma`]: listPage(someJobs(1), 1, false) }));
    expect(view.queryByText(/Showing results for/)).toBeNull();
  });
});
