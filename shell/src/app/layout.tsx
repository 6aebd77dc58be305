import { alertPagePaths, alertPaths, subscribedPath, subscribePath } from '@rdj/shared';
import { useState, type ReactNode } from 'react';
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
 * The frame of every page: header, main content, footer and the newsletter bar, unless the visitor closed it
 * (`newsletterClosed`, from its cookie: the edge and the browser render the same page).
 */
export function Layout({ children, newsletterClosed }: { children: ReactNode; newsletterClosed: boolean }) {
  const { pathname } = useLocation();
  const [barClosed, setBarClosed] = useState(newsletterClosed);
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
      {!barClosed && !withoutBar.has(pathname) && <NewsletterBar onClose={() => setBarClosed(true)} />}
    </div>
  );
}
