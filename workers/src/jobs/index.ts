import { jobListQuery } from '@rdj/shared';
import { Hono } from 'hono';
import { queryOf } from '../http/validate';
import { withApplyHrefs } from '../redirect/apply-href';
import { categoryListing, featuredJobs, listingContext } from './listing';

/** Browsers and the edge may reuse a listing for a minute; the provider cache behind it lasts longer. */
const cacheControl = { 'Cache-Control': 'public, max-age=60' };

/**
 * `/api/jobs`: featured jobs for the home page and category listings, from the provider through the edge cache, each
 * job with its signed View Job path.
 */
export const jobs = new Hono<{ Bindings: Env }>()
  .get('/featured', async (c) => c.json(await withApplyHrefs(c.env, await featuredJobs(listingContext(c))), 200, cacheControl))
  .get('/', async (c) => {
    const query = queryOf(c, jobListQuery);
    return c.json(await withApplyHrefs(c.env, await categoryListing(listingContext(c), query)), 200, cacheControl);
  });
