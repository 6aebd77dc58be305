/**
 * What a cached page shows, as cache tags (docs/caching.md#tags): every change purges exactly the tags of what it
 * changed, and every page carrying one of them leaves the cache, at every location.
 */
import { categoryByPath, featuredPicks, fnv1a64 } from '@rdj/shared';

/** A category's listings: its page (every address of it), and the home page that features its jobs. */
export const categoryTag = (slug: string) => `category:${slug}`;

/** A company's page. */
export const companyTag = (slug: string) => `company:${slug}`;

/** The blog's list. */
export const blogTag = 'blog';

/** A post's page, by a hash of its slug: a slug may hold any letter, and a tag only short ASCII without commas. */
export const postTag = (slug: string) => `post:${fnv1a64(slug).toString(16)}`;

/** The post slug a `/blog/{slug}` path names; null for another path, or one that is not percent-encoded text. */
function postSlugOf(path: string): string | null {
  const segment = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  try {
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A page's own head (its SEO settings): every address that page answers on, aliases included. A long path (a post's
 * with a long slug) is named by its hash, within the length a tag may have.
 */
export function pageTag(path: string): string {
  const page = categoryByPath(path)?.path ?? path;
  return page.length <= 200 ? `page:${page}` : `page:#${fnv1a64(page).toString(16)}`;
}

/** The tags of the page at `path` (a page path as `pagePath` gives it): its own, and each of what it shows. */
export function pageTags(path: string): string[] {
  const own = pageTag(path);
  if (path === '/') return [own, ...featuredPicks.map(({ category }) => categoryTag(category))];
  const category = categoryByPath(path);
  if (category) return [own, categoryTag(category.slug)];
  const company = /^\/companies\/([^/]+)$/.exec(path)?.[1];
  if (company) return [own, companyTag(company)];
  if (path === '/blog') return [own, blogTag];
  const post = postSlugOf(path);
  return post === null ? [own] : [own, postTag(post)];
}
