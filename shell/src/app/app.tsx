import { isRemoteName, pagePath, routeOwner, subscribedPath, subscribePath, type FormState } from '@rdj/shared';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from '@rdj/router';
import { alertPages } from '../features/alerts/alert-pages';
import { FormStateContext, useFormStateOfFirstPage } from '../features/forms/form-state';
import { useHeadSync } from '../features/head/use-head-sync';
import { SubscribePage } from '../features/newsletter/subscribe-page';
import { SubscribedPage } from '../features/newsletter/subscribed-page';
import { usePageViews } from '../features/page-views/use-page-views';
import { AboutPage } from '../features/pages/about-page';
import { NotFoundPage } from '../features/pages/not-found-page';
import { PrivacyPage } from '../features/pages/privacy-page';
import { TermsPage } from '../features/pages/terms-page';
import { ThankYouPage } from '../features/pages/thank-you-page';
import { RemoteLoaderContext, useRemoteLoader, type RemoteLoader } from '../features/remotes/remote-loader';
import { RemoteOutlet } from '../features/remotes/remote-outlet';
import { Layout } from './layout';
import { useScrollToTop } from './use-scroll-to-top';

/** Every path outside the shell's own pages goes to the remote that owns it, or to the not-found page. */
function OwnedPage() {
  const owner = routeOwner(pagePath(useLocation().pathname));
  // Keyed by remote: each remote has its own outlet, loading state and error boundary.
  return isRemoteName(owner) ? <RemoteOutlet key={owner} name={owner} /> : <NotFoundPage />;
}

/** Leaves the app for the page at the address now shown, as a document the edge renders. */
function DocumentLoad() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/**
 * The page at the address shown. In the admin's app, the one client-side app, a public page is a document load:
 * the edge renders it whole (docs/pages.md#islands). An address no page owns is the shell's not-found page, which
 * the edge answers with its 404.
 */
function Pages() {
  const owner = routeOwner(pagePath(useLocation().pathname)) ?? 'shell';
  const remotes = useRemoteLoader();
  if (!remotes.rendersHere(owner)) return <DocumentLoad />;
  return (
    <Routes>
      <Route path="/about" element={<AboutPage />} />
      <Route path="/thank-you" element={<ThankYouPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path={subscribePath} element={<SubscribePage />} />
      <Route path={subscribedPath} element={<SubscribedPage />} />
      {Object.entries(alertPages).map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<OwnedPage />} />
    </Routes>
  );
}

/**
 * The whole site inside a router: StaticRouter at the edge, which renders every public page; BrowserRouter in the
 * admin's app, the one client-side app (docs/pages.md#islands); MemoryRouter in tests. `remotes` says how the
 * remotes' pages arrive (a slot at the edge, federation in the browser); `form` is the state of a shell form the edge
 * rendered again (docs/pages.md, forms); `newsletterClosed` whether the visitor closed the newsletter bar (its
 * cookie, which the edge reads for every page and the admin's app at its start).
 */
export function App({
  remotes,
  form = null,
  newsletterClosed = false,
}: {
  remotes: RemoteLoader;
  form?: FormState | null;
  newsletterClosed?: boolean;
}) {
  useHeadSync();
  usePageViews();
  useScrollToTop();
  const pageForm = useFormStateOfFirstPage(form);
  return (
    <RemoteLoaderContext value={remotes}>
      <FormStateContext value={pageForm}>
        <Layout newsletterClosed={newsletterClosed}>
          <Pages />
        </Layout>
      </FormStateContext>
    </RemoteLoaderContext>
  );
}
