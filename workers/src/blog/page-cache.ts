import type { PostStatus } from '@rdj/shared';
import { purgeTags } from '../purge/purge';
import { blogTag, postTag } from '../purge/tags';

/** Purges `/blog` and the pages of `slugs`: their next request renders them from D1 again. */
export function forgetBlogPages(env: Env, slugs: readonly string[]): Promise<void> {
  return purgeTags(env, [blogTag, ...slugs.map(postTag)]);
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
