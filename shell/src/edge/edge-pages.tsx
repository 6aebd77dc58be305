import { isRemoteName, pagePath, remoteSlotTag, routeOwner, subscribedPath, subscribePath } from '@rdj/shared';
import { createElement } from 'react';
import { Route, Routes, useLocation } from '@rdj/router';
import { alertPages } from '../features/alerts/alert-pages';
import { SubscribePage } from '../features/newsletter/subscribe-page';
import { SubscribedPage } from '../features/newsletter/subscribed-page';
import { AboutPage } from '../features/pages/about-page';
import { NotFoundPage } from '../features/pages/not-found-page';
import { PrivacyPage } from '../features/pages/privacy-page';
import { SearchLimitedPage } from '../features/pages/search-limited-page';
import { TermsPage } from '../features/pages/terms-page';
import { ThankYouPage } from '../features/pages/thank-you-page';
import { RemoteFailed } from '../features/remotes/remote-failed';
import type { RemoteOutcome } from '../server-api';

/**
 * Every path outside the shell's own pages belongs to the remote that owns it: a slot the gateway fills with the
 * HTML the remote's worker rendered, the Retry message when it failed, or the search limit's page when the visitor
 * searched too often to be served (the remote is not asked). A path no one owns is the not-found page.
 */
function OwnedPage({ outcome }: { outcome: RemoteOutcome }) {
  const { pathname, search } = useLocation();
  const owner = routeOwner(pagePath(pathname));
  if (!isRemoteName(owner)) return <NotFoundPage />;
  if (outcome === 'limited') return <SearchLimitedPage href={pathname + search} />;
  return outcome === 'failed' ? <RemoteFailed name={owner} href={pathname + search} /> : createElement(remoteSlotTag);
}

/** The page at the edge's location: one of the shell's own, or the owning remote's (docs/pages.md#routes). */
export function EdgePages({ outcome }: { outcome: RemoteOutcome }) {
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
      <Route path="*" element={<OwnedPage outcome={outcome} />} />
    </Routes>
  );
}
