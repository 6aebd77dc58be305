import { Layout } from '../app/layout';
import { usePageViews } from '../features/page-views/use-page-views';
import { RemoteOutlet } from '../features/remotes/remote-outlet';
import { AdminTitle } from './admin-title';
import { useScrollToTop } from './use-scroll-to-top';

/**
 * The admin (`/admin/…`), the one client-side app (docs/pages.md#islands): the shell's layout around the admin
 * remote, which routes its own pages. Every other address is a document the edge renders, reached by a plain link.
 * `newsletterClosed` says whether the visitor closed the newsletter bar (its cookie).
 */
export function AdminApp({ newsletterClosed = false }: { newsletterClosed?: boolean }) {
  usePageViews();
  useScrollToTop();
  return (
    <Layout newsletterClosed={newsletterClosed}>
      <AdminTitle />
      <RemoteOutlet name="admin" />
    </Layout>
  );
}
