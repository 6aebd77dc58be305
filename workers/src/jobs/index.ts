import { jobListQuery } from '@rdj/shared';
import { Hono } from 'hono';
import { isAdmin } from '../auth/require-session';
import { indexFilled, indexStatus } from '../job-index/status';
import { queryOf } from '../http/validate';
import { withApplyHrefs } from '../redirect/apply-href';
import { categoryListing, featuredJobs } from './listing';
import { isSearchQuery, limitSearches } from './search-limit';

/**
 * Browsers and the edge may reuse a listing for a minute, once the index has finished a run: before that, an answer
 * is empty or nearly, and no one keeps it (docs/job-index.md#freshness).
 */
const cacheControl = (filled: boolean) => ({ 'Cache-Control': filled ? 'public, max-age=60' : 'no-store' });

/**
 * `/api/jobs`: featured jobs for the home page and category listings, from the job index (docs/job-index.md), each
 * job with its signed View Job path.
 */
export const jobs = new Hono<{ Bindings: Env }>()
  // How fresh the job index is (docs/job-index.md#freshness); never cached, it is what a watcher polls. Its count
  // of open jobs reads every one, so only a signed-in administrator's answer holds it.
  .get('/freshness', async (c) => c.json(await indexStatus(c.env.DB, await isAdmin(c)), 200, { 'Cache-Control': 'no-store' }))
  .get('/featured', async (c) => {
    const [featured, filled] = await Promise.all([featuredJobs(c.env.DB), indexFilled(c.env.DB)]);
    return c.json(await withApplyHrefs(c.env, featured), 200, cacheControl(filled));
  })
  .get('/', async (c) => {
    const query = queryOf(c, jobListQuery);
    if (isSearchQuery(query)) await limitSearches(c.env, c.req.header('CF-Connecting-IP'));
    const listing = await categoryListing(c.env.DB, query);
    return c.json(await withApplyHrefs(c.env, listing), 200, cacheControl(listing.refreshedAt !== null));
  });
