/**
 * Telling the search engines of a changed page (docs/search-engines.md): the changes call these, and the queue's
 * consumer (queue.ts) sends. An engine without its key is sent nothing. They never throw: the change they follow is
 * made, and a message that could not be queued is logged; the sitemap still carries the page.
 */
import { categories, featuredPicks } from '@rdj/shared';
import { publicOrigin } from '../http/origin';
import { chunked } from '../lib/chunked';
import { sendAll } from '../lib/queues';
import type { PageChange } from './google';
import { urlsPerMessage, type SearchEngineMessage } from './messages';
import { googleAccount, indexNowKey } from './settings';

async function queue(env: Env, messages: SearchEngineMessage[]): Promise<void> {
  if (messages.length === 0) return;
  try {
    await sendAll(env.SEARCH_ENGINES_QUEUE, messages);
  } catch (err) {
    console.error('search engines: changes not queued:', err instanceof Error ? err.message : err);
  }
}

/**
 * A posting's page (`/jobs/<id>`) changed: approved or renewed (`URL_UPDATED`), closed or expired (`URL_DELETED`).
 * Google hears of it through the Indexing API (its page carries JobPosting data) and IndexNow's engines through
 * IndexNow.
 */
export async function announcePostingPage(env: Env, id: string, change: PageChange): Promise<void> {
  const url = `${publicOrigin(env)}/jobs/${id}`;
  const messages: SearchEngineMessage[] = [];
  if (googleAccount(env)) messages.push({ engine: 'google', url, type: change });
  if (indexNowKey(env)) messages.push({ engine: 'indexnow', urls: [url] });
  await queue(env, messages);
}

/**
 * The lists of `categorySlugs` changed (jobs added to them or closed: an ingest run, or a job closed for another
 * reason): their category pages, and the home page where one of them is featured, go to IndexNow. A provider job has
 * no page of its own on the board, so these are the pages that show the change. Not to Google: its Indexing API is
 * for pages with JobPosting data only.
 */
export async function announceListPages(env: Env, categorySlugs: readonly string[]): Promise<void> {
  if (!indexNowKey(env)) return;
  const paths = categories.filter((category) => categorySlugs.includes(category.slug)).map((category) => category.path);
  const home = featuredPicks.some(({ category }) => categorySlugs.includes(category)) ? ['/'] : [];
  const urls = [...home, ...paths].map((path) => `${publicOrigin(env)}${path}`);
  await queue(env, chunked(urls, urlsPerMessage).map((run) => ({ engine: 'indexnow' as const, urls: run })));
}
