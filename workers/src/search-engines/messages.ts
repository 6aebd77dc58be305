/** What the changes send the search engines' queue (`rdj-search-engines`), one shape per engine. */
import { z } from 'zod';

/** The queue the changes send to; its consumer is `searchEnginesQueue`, its dead letters go to the next one. */
export const searchEnginesQueueName = 'rdj-search-engines';
export const searchEnginesDeadQueueName = 'rdj-search-engines-dead';

/** The most URLs one IndexNow message carries, well inside a message's 128 KB. */
export const urlsPerMessage = 1_000;

/** One page's change for Google; a run of changed pages for IndexNow. Public page URLs only, never personal data. */
export const searchEngineMessage = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('google'), url: z.url(), type: z.enum(['URL_UPDATED', 'URL_DELETED']) }),
  z.object({ engine: z.literal('indexnow'), urls: z.array(z.url()).min(1).max(urlsPerMessage) }),
]);
export type SearchEngineMessage = z.infer<typeof searchEngineMessage>;

/** How a message names its change on the admin's card. */
export function describeChange(body: SearchEngineMessage): string {
  if (body.engine === 'google') return `${body.type} ${body.url}`;
  return body.urls.length === 1 ? body.urls[0]! : `${body.urls.length} URLs from ${body.urls[0]}`;
}
