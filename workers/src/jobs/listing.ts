import { categories, featuredJobsMax, featuredPicks, jobListPageSize, lastJobListPage, type FeaturedJobsResponse, type JobListPage, type JobListQuery } from '@rdj/shared';
import { ApiError } from '../http/errors';
import { listedJob } from '../job-index/listed-job';
import { type IndexSearch } from '../job-index/listing';
import { searchIndex } from '../job-index/search';

/** A listing of the index with no search, filter or snapshot: page 1 of `category` as it stands now. */
function plainSearch(category: string, now: Date): IndexSearch {
  return { category, q: '', employment: [], experience: [], salary: null, from: null, page: 1, now: now.toISOString() };
}

/**
 * One page of a category listing, from the job index (docs/job-index.md#listing): the category's open jobs that pass
 * the visitor's search and filters (the salary floor and country of docs/postings.md#salary-filter and
 * #work-from-filter included), 20 a page (`query.pages` pages at once, the last `query.page`), its open postings first
 * (Featured), with the total (counted no further than a listing reaches). No page view waits on the job provider: ingest keeps the index
 * (docs/job-index.md#ingest).
 */
export async function categoryListing(db: D1Database, query: JobListQuery, now = new Date()): Promise<JobListPage> {
  const category = categories.find((c) => c.slug === query.category);
  if (!category) throw new ApiError(404, 'not_found', `No category ${query.category}`);
  const found = await searchIndex(db, {
    category: category.slug,
    q: query.q,
    employment: query.employment,
    experience: query.experience,
    salary: query.salary === undefined ? null : { amount: query.salary, currency: query.currency },
    from: query.from ?? null,
    pay: query.pay,
    page: query.page,
    pages: query.pages,
    asOf: query.asOf ?? null,
    now: now.toISOString(),
  });
  return {
    jobs: found.jobs.map(listedJob),
    page: query.page,
    more: query.page < lastJobListPage && query.page * jobListPageSize < found.total,
    totalCount: found.total,
    asOf: found.asOf,
    searchedFor: found.searchedFor,
    refreshedAt: found.refreshedAt,
  };
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Home featured jobs (docs/api.md#jobs): 2 of the graphic design page's jobs and 1 of the UX/UI page's, from the
 * index; each page's open postings take those places first, in random order, then its newest jobs; shuffled, at
 * most `featuredJobsMax`.
 */
export async function featuredJobs(db: D1Database, now = new Date()): Promise<FeaturedJobsResponse> {
  const groups = await Promise.all(
    featuredPicks.map(async ({ category, limit }) => {
      const { jobs } = await searchIndex(db, plainSearch(category, now));
      const listed = jobs.map(listedJob);
      return [...shuffled(listed.filter((job) => job.postingPath)), ...listed.filter((job) => !job.postingPath)].slice(0, limit);
    }),
  );
  const seen = new Set<string>();
  const jobs = groups.flat().filter((job) => !seen.has(job.id) && seen.add(job.id));
  return { jobs: shuffled(jobs).slice(0, featuredJobsMax) };
}
