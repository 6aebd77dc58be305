import { env } from 'cloudflare:workers';
import { cachedPage } from '../../src/lib/page-cache';
import { cacheTaggedPage } from '../../src/purge/purge';
import { pageTags } from '../../src/purge/tags';

/** Both copies of the page at `path`: with the newsletter bar and without it. */
export const copiesOf = (path: string) => [false, true].map((newsletterClosed) => ({ path, newsletterClosed }));

/** Caches both copies of each page at `paths` as `servePage` does: with the tags of what it shows, for 600 s. */
export async function cacheAsServed(paths: readonly string[], html = '<html>cached</html>'): Promise<void> {
  for (const path of paths) {
    for (const copy of copiesOf(path)) await cacheTaggedPage(env, copy, { html, status: 200, shell: 's', release: 'r', tags: pageTags(path) }, 600);
  }
}

/** Which of `paths` the page cache still holds, either copy. */
export async function stillCached(paths: readonly string[]): Promise<string[]> {
  const held: string[] = [];
  for (const path of paths) if ((await Promise.all(copiesOf(path).map((copy) => cachedPage(env, copy)))).some(Boolean)) held.push(path);
  return held;
}
