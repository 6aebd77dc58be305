import { jobListQuery } from '@rdj/shared';
import { Hono } from 'hono';
import { indexStatus } from '../job-index/status';
import { queryOf } from '../http/validate';
import { withApplyHrefs } from '../redirect/apply-href';
import { categoryListing, featuredJobs } from './listing';

/** Browsers and the edge may reuse a listing for a minute. */
const cacheControl = { 'Cache-Control': 'public, max-age=60' };

/**
 * `/api/jobs`: featured jobs for the home page and category listings, from the job index (docs/job-index.md), each
 * job with its signed View Job path.
 */
export const jobs = new Hono<{ Bindings: Env }>()
  // How fresh the job index is (docs/job-index.md#freshness); never cached, it is what a watcher polls.
  .get('/freshness', async (c) => c.json(await indexStatus(c.env.DB), 200, { 'Cache-Control': 'no-store' }))
  .get('/featured', async (c) => c.json(await withApplyHrefs(c.env, await featuredJobs(c.env.DB)), 200, cacheControl))
  .get('/', async (c) => {
    const query = queryOf(c, jobListQuery);
    return c.json(await withApplyHrefs(c.env, await categoryListing(c.env.DB, query)), 200, cacheControl);
  });
