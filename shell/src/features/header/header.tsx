import { Island } from '@rdj/shared/islands';
import { useEffect, useRef } from 'react';
import { useLocation } from '@rdj/router';
import { SessionLinks } from '../session/session-links';
import { CategoriesMenu } from './categories-menu';

const navId = 'shell-nav';

/** Closes the narrow screens' menu panel (a popover: on wide screens the nav is always shown and never open). */
function closePanel(nav: HTMLElement | null) {
  if (nav && 'hidePopover' in nav && nav.matches(':popover-open')) nav.hidePopover();
}

/**
 * The site header. On narrow screens the nav is a popover opened by the menu button's `popovertarget`, so it opens
 * and closes (also by Escape or a click outside) without any script (docs/pages.md, the header); in the admin's app
 * it also closes on every navigation. The signed-in administrator's links are an island of their own.
 */
export function Header() {
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => closePanel(navRef.current), [location.key]);

  return (
    <header className="shell-header">
      <div className="container shell-header-inner">
        <a href="/" className="shell-logo">
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" className="shell-logo-mark">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M9 22V10h6.5a4 4 0 0 1 0 8H9m6.5 0L21 22" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Remote Design Jobs
        </a>
        <button type="button" className="shell-menu-toggle" popoverTarget={navId}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path className="shell-menu-open" d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <path className="shell-menu-close" d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Menu</span>
        </button>
        <nav id={navId} ref={navRef} className="shell-nav" aria-label="Main" popover="auto">
          <ul className="shell-nav-list">
            <li>
              <CategoriesMenu />
            </li>
            <li>
              <a href="/post-job" className="btn btn-primary shell-post-job">
                Post a Job
              </a>
            </li>
            <li className="shell-session">
              <Island name="shell:session-links" when="idle" signedInOnly component={SessionLinks} props={{}} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
