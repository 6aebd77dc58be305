import type { ReactNode } from 'react';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { NewsletterBar } from '../features/newsletter/newsletter-bar';

/** The frame of every page: header, main content, footer and the newsletter bar. */
export function Layout({ children }: { children: ReactNode }) {
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
      <NewsletterBar />
    </div>
  );
}
