import {
  blogSlugOf,
  categoryByPath,
  categoryListingOf,
  companySlugOf,
  headTags,
  isNarrowedListing,
  isNoindexPath,
  lastBlogListPage,
  pageNumber,
  postingIdOf,
  routeOwner,
  siteName,
  type HeadTags,
} from '@rdj/shared';
import { blogPostHead } from '../blog/head';
import { companyHead } from '../companies/head';
import type { Db } from '../db/client';
import { postingHead } from '../postings/head';
import { storedSeo } from './queries';

interface PageHead {
  tags: HeadTags;
  /** False when no page lives at the path: it is answered with the not-found head (and a 404 for HTML). */
  found: boolean;
}

/**
 * The head of the page at `path`: the stored row merged over the page's defaults, noindex for the routes that must
 * never be indexed. The edge HTML and `/api/seo` both use this, so a first load and a client-side navigation agree.
 * `search` is the address's query, which decides the head of a list's later pages and of its searches.
 */
export async function pageHead(db: Db, origin: string, path: string, search = ''): Promise<PageHead> {
  const head = await storedHead(db, origin, path);
  return head.found ? { ...head, tags: listingTags(head.tags, path, new URLSearchParams(search)) } : head;
}

/**
 * docs/pages.md, paging: a list's page N (`?page=N`) is its own page, canonical to itself and indexed, so crawlers
 * reach every job and post; a search or a filter narrows what the category page already lists, so it is
 * `noindex, follow` (its links are still followed) and canonical to the category page.
 */
function listingTags(tags: HeadTags, path: string, query: URLSearchParams): HeadTags {
  const category = categoryByPath(path);
  const listing = category ? categoryListingOf(query) : null;
  if (listing && isNarrowedListing(listing)) return { ...tags, robots: tags.robots ?? 'noindex, follow' };
  const page = listing?.page ?? (path === '/blog' ? pageNumber(query.get('page'), lastBlogListPage) : 1);
  return page > 1 ? { ...tags, canonical: `${tags.canonical}?page=${page}` } : tags;
}

async function storedHead(db: Db, origin: string, path: string): Promise<PageHead> {
  const notFound = { tags: { ...headTags(origin, path, null, true), title: `Page not found | ${siteName}` }, found: false };
  if (routeOwner(path) === null) return notFound;
  const postingId = postingIdOf(path);
  if (postingId !== null) {
    const tags = await postingHead(db, origin, postingId);
    return tags ? { tags, found: true } : notFound;
  }
  const company = companySlugOf(path);
  if (company !== null) {
    const tags = await companyHead(db, origin, company);
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
