import type { PostStatus } from '@rdj/shared';
import { forgetPages } from '../lib/page-cache';

/** A post's page path as requests name it (the cache is keyed by the request's percent-encoded path). */
function postPagePath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** Forgets `/blog` and the pages at `slugs`: their next request renders them from D1 again. */
export function forgetBlogPages(env: Env, slugs: readonly string[]): Promise<void> {
  return forgetPages(env, ['/blog', ...new Set(slugs.map(postPagePath))]);
}

interface Seen {
  slug: string;
  status: PostStatus;
}

/**
 * Forgets the blog's cached pages when a write changed what readers may see: the post was out (or scheduled) before
 * or is after. A draft staying a draft changes nothing they see.
 */
export async function forgetIfSeen(env: Env, before: Seen | null, after: Seen | null): Promise<void> {
  const seen = [before, after].filter((post): post is Seen => post !== null && post.status !== 'draft');
  if (seen.length) await forgetBlogPages(env, [before, after].flatMap((post) => (post ? [post.slug] : [])));
}
