import type { ReactNode } from 'react';
import { inPlaceAttribute } from './names';

/**
 * A click a hydrated page may answer itself instead of following the link (docs/pages.md): the main button, no
 * modifier key (those open a new tab or window), not already handled.
 */
function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}


/**
 * A link that works as a link before JavaScript, and that the hydrated page follows in place (docs/pages.md,
 * paging): a plain click calls `onFollow` instead of loading `href`; a click with a modifier key, or the middle
 * button, still opens `href` in a new tab or window.
 */
export function InPlaceLink({ href, onFollow, className, children }: { href: string; onFollow: () => void; className?: string; children: ReactNode }) {
  return (
    <a
      className={className}
      href={href}
      {...{ [inPlaceAttribute]: '' }}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onFollow();
      }}
    >
      {children}
    </a>
  );
}
