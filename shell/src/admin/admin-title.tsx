import { defaultPage, pagePath } from '@rdj/shared';
import { useLocation } from '@rdj/router';

/**
 * The title of the admin page shown, as the edge wrote it for the first one (docs/pages.md#islands). React 19 puts a
 * rendered `<title>` into the head, ahead of the edge's, and keeps it as the app moves between pages. The admin's
 * other head tags (noindex, the site's description) are the same on every admin page, so the edge's stay true.
 */
export function AdminTitle() {
  return <title>{defaultPage(pagePath(useLocation().pathname)).title}</title>;
}
