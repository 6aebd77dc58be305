import { categories, categoryByPath } from '../categories';
import { sitemapPages } from '../pages';

/**
 * The 17 fixed pages the SEO manager's Scan Pages loads (docs/admin.md#the-17-fixed-pages): seven site pages (home, about, blog, post a
 * job, the confirmation, privacy, terms) and the ten category pages, each once: `/remote-ui-ux-design-jobs` is an
 * alias of the ux-ui page and shares its metadata.
 */
export const fixedPagePaths: string[] = [
  ...sitemapPages.filter((page) => !categoryByPath(page.path)).map((page) => page.path),
  // The confirmation is in no sitemap (it is noindex), yet its title and description are managed like the others'.
  '/thank-you',
  ...categories.map((category) => category.path),
];
