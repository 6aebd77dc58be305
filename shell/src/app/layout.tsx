import { alertPagePaths, alertPaths, subscribedPath, subscribePath } from '@rdj/shared';
import type { ReactNode } from 'react';
import { useLocation } from '@rdj/router';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { NewsletterBar } from '../features/newsletter/newsletter-bar';

/**
 * The newsletter's own pages show its form already; the alerts' pages are about an alert (the bar's subscription is
 * one), and `/alerts` is where a refused sign-up shows its form again.
 */
const withoutBar = new Set([subscribePath, subscribedPath, alertPaths.signup, ...alertPagePaths]);

/**
 * The frame of every page: header, main content, footer and the newsletter bar, whose × returns to this page and
 * query without JavaScript. A visitor who closed it (`newsletterClosed`, from its
 * cookie) gets pages without it, so it never shows and then goes.
 */
export function Layout({ children, newsletterClosed }: { children: ReactNode; newsletterClosed: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <div className="shell">
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {!newsletterClosed && !withoutBar.has(pathname) && (
        <NewsletterBar back={pathname + search} />
      )}
    </div>
  );
}
