/**
 * A location's page path: trailing slashes dropped, so `/about/` is the `/about` page. The edge worker reads
 * paths the same way, so the page, its head and its view count agree.
 * @example pagePath('/blog/') // '/blog'
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
