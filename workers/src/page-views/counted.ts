import { blogSlugOf, postingIdOf, routeOwner } from '@rdj/shared';
import type { Db } from '../db/client';
import { publicPosting } from '../postings/open-queries';
import { isPublishedPost } from '../blog/queries';

/** The path segment as text, or null when its percent-encoding is malformed (no slug can be that). */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether a view of `path` is counted: a fixed or category page, the page of an approved and unexpired posting, or a
 * published blog post. Admin pages are not the public site; made-up paths, ids and slugs would let anyone fill the
 * table with rows for pages that do not exist.
 */
export async function isCountedPage(db: Db, path: string): Promise<boolean> {
  const owner = routeOwner(path);
  if (owner === null || owner === 'admin') return false;
  const postingId = postingIdOf(path);
  if (postingId !== null) return (await publicPosting(db, postingId)) !== null;
  const slug = blogSlugOf(path);
  if (slug === null) return true;
  const text = decoded(slug);
  return text !== null && isPublishedPost(db, text);
}
