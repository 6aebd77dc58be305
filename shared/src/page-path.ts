/**
 * A location's page path: trailing slashes dropped, so `/about/` is the `/about` page. The shell and the edge worker
 * both read paths with this, so a page, its head and its view count agree.
 * @example pagePath('/blog/') // '/blog'
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
