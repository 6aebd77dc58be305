import { categories, feedPath, jobListQuery, siteName } from '@rdj/shared';
import { Hono } from 'hono';
import { ApiError } from '../http/errors';
import { publicOrigin } from '../http/origin';
import { untilNextExpiry } from '../postings/lifecycle';
import { withApplyHrefs } from '../redirect/apply-href';
import { categoryListing } from './listing';
import { rssXml } from '../lib/rss';
import { jobItem } from './rss';

/**
 * `/feeds/{category}.xml`: RSS 2.0 of a category's current jobs, page 1 of its listing with no search or filters,
 * so the feed and the page agree. Unknown feeds answer a JSON 404.
 * Readers may cache it for 10 minutes, never past the next posting's expiry (docs/postings.md#lifecycle).
 */
export const feeds = new Hono<{ Bindings: Env }>().get('/feeds/:file', async (c) => {
  const path = `/feeds/${c.req.param('file')}`;
  const category = categories.find((cat) => feedPath(cat.slug) === path);
  if (!category) throw new ApiError(404, 'not_found', 'No feed at this address');
  const page = await categoryListing(c.env.DB, jobListQuery.parse({ category: category.slug }));
  const listing = await withApplyHrefs(c.env, page);
  const origin = publicOrigin(c.env);
  const xml = rssXml({
    title: `${category.title} | ${siteName}`,
    link: `${origin}${category.path}`,
    description: category.description,
    self: `${origin}${path}`,
    lastBuildDate: new Date(),
    items: listing.jobs.map((job) => jobItem(job, origin)),
  });
  const maxAge = await untilNextExpiry(c.env, 600);
  return c.body(xml, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': `public, max-age=${maxAge}` });
});
