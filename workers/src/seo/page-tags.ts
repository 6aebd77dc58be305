import { blogSlugOf, categoryByPath, headTags, isNoindexPath, postingIdOf, routeOwner, siteName, type HeadTags } from '@rdj/shared';
import { blogPostHead } from '../blog/head';
import type { Db } from '../db/client';
import { postingHead } from '../postings/head';
import { storedSeo } from './queries';

export interface PageHead {
  tags: HeadTags;
  /** False when no page lives at the path: it is answered with the not-found head (and a 404 for HTML). */
  found: boolean;
}

/**
 * The head of the page at `path`: the stored row merged over the page's defaults, noindex for the routes that must
 * never be indexed. The edge HTML and `/api/seo` both use this, so a first load and a client-side navigation agree.
 */
export async function pageHead(db: Db, origin: string, path: string): Promise<PageHead> {
  const notFound = { tags: { ...headTags(origin, path, null, true), title: `Page not found | ${siteName}` }, found: false };
  if (routeOwner(path) === null) return notFound;
  const postingId = postingIdOf(path);
  if (postingId !== null) {
    const tags = await postingHead(db, origin, postingId);
    return tags ? { tags, found: true } : notFound;
  }
  const postSlug = blogSlugOf(path);
  if (postSlug !== null) {
    const tags = await blogPostHead(db, origin, postSlug);
    return tags ? { tags, found: true } : notFound;
  }
  // An alias (the ux-ui page's) shares its page's stored metadata.
  const storedPath = categoryByPath(path)?.path ?? path;
  return { tags: headTags(origin, path, await storedSeo(db, storedPath), isNoindexPath(path)), found: true };
}
