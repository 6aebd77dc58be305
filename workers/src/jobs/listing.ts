import {
  categories,
  featuredJobsMax,
  featuredRequests,
  searchKeywords,
  type FeaturedJobsResponse,
  type Job,
  type JobListPage,
  type JobListQuery,
} from '@rdj/shared';
import { filterProviderJobs, matchesFilters, type JobFilters } from '@rdj/shared';
import type { Context } from 'hono';
import { dbOf, type Db } from '../db/client';
import { ApiError } from '../http/errors';
import { boardPostings } from '../postings/board-cache';
import { cachedSearch, type WaitUntil } from '../provider/cache';
import { categorySearch, ProviderError, type ProviderAnswer, type ProviderSearch } from '../provider/provider';

/** Jobs per provider page when the provider does not show a full page to measure. */
export const defaultPageSize = 20;

export interface ListingContext {
  env: Env;
  db: Db;
  waitUntil: WaitUntil;
}

/** The bindings, database and `waitUntil` of a request. */
export function listingContext(c: Context<{ Bindings: Env }>): ListingContext {
  const execution = c.executionCtx;
  return { env: c.env, db: dbOf(c.env.DB), waitUntil: (promise) => execution.waitUntil(promise) };
}

/** A provider failure with nothing cached becomes a 502 carrying `message` (or the failure's own message). */
async function provider(ctx: ListingContext, search: ProviderSearch, message?: string): Promise<ProviderAnswer> {
  try {
    return await cachedSearch(ctx.env, search, ctx.waitUntil);
  } catch (err) {
    if (err instanceof ProviderError) throw new ApiError(502, 'provider_error', message ?? err.message);
    throw err;
  }
}

/** Every word of the visitor's search appears in the title or snippet (case-insensitive). */
function matchesSearch(job: Job, q: string): boolean {
  const text = `${job.title} ${job.snippet}`.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * One page of a category listing: on page 1 the category's approved postings (Featured) that match the visitor's
 * search and filters, then the provider's results for the category keywords AND the search, filtered by the category
 * rule of docs/validation.md#category-job-filtering and the visitor's filters (the salary floor and country of
 * docs/postings.md#salary-filter and #work-from-filter included).
 */
export async function categoryListing(ctx: ListingContext, query: JobListQuery): Promise<JobListPage> {
  const category = categories.find((c) => c.slug === query.category);
  if (!category) throw new ApiError(404, 'not_found', `No category ${query.category}`);
  const filters: JobFilters = {
    employment: query.employment,
    experience: query.experience,
    salary: query.salary === undefined ? null : { amount: query.salary, currency: query.currency },
    from: query.from ?? null,
  };
  const [answer, postings] = await Promise.all([
    provider(ctx, categorySearch(searchKeywords(category.keywords, query.q), query.page)),
    query.page === 1 ? boardPostings(ctx.db, category.slug) : Promise.resolve([]),
  ]);
  const featured = postings.filter((job) => matchesSearch(job, query.q) && matchesFilters(job, filters));
  const pageSize = Math.max(answer.received, defaultPageSize);
  return {
    jobs: [...featured, ...filterProviderJobs(category.slug, answer.jobs, filters)],
    page: query.page,
    more: answer.received > 0 && query.page * pageSize < answer.totalCount,
    totalCount: answer.totalCount,
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

/** The pages whose approved postings may take the places of the two home requests, in `featuredRequests` order. */
const featuredPages = ['graphic-design', 'ux-ui-design'] as const;

/**
 * Home featured jobs (docs/api.md#jobs): 2 from "remote graphic design" and 1 from "remote UX design"; approved postings
 * of the graphic and UX/UI pages take those places first; shuffled, at most `featuredJobsMax`. Either request
 * failing with nothing cached fails the whole answer, as the home page of docs/errors.md#public-pages does.
 */
export async function featuredJobs(ctx: ListingContext): Promise<FeaturedJobsResponse> {
  const groups = await Promise.all(
    featuredRequests.map(async (request, i) => {
      const [answer, postings] = await Promise.all([
        provider(ctx, { keywords: request.keywords, page: request.page, limit: request.limit }, 'Failed to load featured jobs'),
        boardPostings(ctx.db, featuredPages[i]!),
      ]);
      return [...shuffled(postings), ...answer.jobs].slice(0, request.limit);
    }),
  );
  const seen = new Set<string>();
  const jobs = groups.flat().filter((job) => !seen.has(job.id) && seen.add(job.id));
  return { jobs: shuffled(jobs).slice(0, featuredJobsMax) };
}
