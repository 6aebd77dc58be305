import { categories, type BoardJob, type JobListPage } from '@rdj/shared';
import { endlessFilter, searchFilter } from '../src/api/job-list';
import { listedPages } from '../src/features/categories/job-pages';
import type { EndlessMoreProps } from '../src/features/categories/components/endless-more';
import type { ShowMoreProps } from '../src/features/categories/components/show-more';
import { categoryPage } from './pages';

/**
 * The props the edge gives a category list's island (`CategoryResults`, `EndlessList`) for the page at `address`,
 * from the API's answers keyed by API path (see `categoryPage`): where the list stands, without the jobs the page
 * shows.
 */
function listProps(list: 'search' | 'endless', address: string, answers: Record<string, JobListPage<BoardJob>>) {
  const page = categoryPage(address, answers);
  if (page.kind !== 'category' || !page.lists) throw new Error('a category page with its lists');
  const { slug, listing, lists } = page;
  const path = categories.find((c) => c.slug === slug)!.path;
  const pages =
    list === 'search' ? listedPages(lists, searchFilter(slug, listing), listing.page) : listedPages(lists, endlessFilter(slug, listing), listing.browse);
  return { category: slug, path, listing, start: { ...pages, jobs: [] }, listId: list === 'search' ? `category-${slug}-job` : `category-${slug}-all-job` };
}

export const showMoreProps = (address: string, answers: Record<string, JobListPage<BoardJob>>): ShowMoreProps => listProps('search', address, answers);

export const endlessMoreProps = (address: string, answers: Record<string, JobListPage<BoardJob>>): EndlessMoreProps => listProps('endless', address, answers);
