import { parseUpdated, type BoardJob } from '@rdj/shared';
import type { RssItem } from '../lib/rss';

/**
 * A job as a feed item: postings link to their page on the site, provider jobs to the redirect page through their
 * signed `applyHref`; the date only when `updated` is a valid date.
 */
export function jobItem(job: BoardJob, origin: string): RssItem {
  return {
    title: job.title,
    link: `${origin}${job.postingPath ?? job.applyHref}`,
    guid: job.id,
    description: job.snippet,
    pubDate: parseUpdated(job.updated),
  };
}
