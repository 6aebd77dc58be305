/**
 * The purge where no zone is configured (`npm start`, the tests: docs/caching.md#purge): one location, whose Cache API
 * cannot delete by tag. Each cached page's path is kept under each of its tags in KV, and a purge deletes the pages
 * its tags name here. Never with a zone configured, where Cloudflare's purge API finds the pages by their `Cache-Tag`.
 */
import { forgetPages } from '../lib/page-cache';

const keyOf = (tag: string) => `page-cache-tag:${tag}`;

async function pathsOf(env: Env, tag: string): Promise<string[]> {
  const paths: unknown = await env.KV.get(keyOf(tag), 'json');
  return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [];
}

/** The most pages noted under one tag: the latest cached; older ones' entries have likely ended by then. */
const notedMax = 500;

/** Notes that the page at `path` (its address, query included), just cached, carries `tags`. */
export async function notePageTags(env: Env, path: string, tags: readonly string[]): Promise<void> {
  for (const tag of tags) {
    const paths = await pathsOf(env, tag);
    if (!paths.includes(path)) await env.KV.put(keyOf(tag), JSON.stringify([...paths, path].slice(-notedMax)));
  }
}

/** Deletes, at this location, every cached page carrying one of `tags`. */
export async function purgeHere(env: Env, tags: readonly string[]): Promise<void> {
  for (const tag of tags) {
    await forgetPages(env, await pathsOf(env, tag));
    await env.KV.delete(keyOf(tag));
  }
}
