/**
 * A location's page path: trailing slashes dropped, so `/about/` is the `/about` page. The shell and the edge worker
 * both read paths with this, so a page, its head and its view count agree.
 * @example pagePath('/blog/') // '/blog'
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * Where a form may send the visitor back to: a path of this site with its query, as `/path?query`. Anything else
 * (another host, `//host`, a scheme, a backslash trick, nothing) is home, so the form is no open redirect.
 * @example returnPath('/remote-ux-ui-design-jobs?q=figma') // '/remote-ux-ui-design-jobs?q=figma'
 */
export function returnPath(value: string | null | undefined): string {
  const base = 'https://return.invalid';
  if (!value || !value.startsWith('/') || value.length > 2048) return '/';
  try {
    const url = new URL(value, base);
    return url.origin === base ? url.pathname + url.search : '/';
  } catch {
    return '/';
  }
}
