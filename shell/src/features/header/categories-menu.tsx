import { categories } from '@rdj/shared';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from '@rdj/router';

const menuCategories = categories.filter((c) => c.inMenu);

/**
 * The Categories dropdown: a `<details>` disclosure, so it opens and closes without any script (docs/pages.md, the
 * header); on a public page it never runs any. In the admin's app, which the browser renders (docs/pages.md#islands),
 * it also works from the keyboard (the arrow keys move between links, Escape closes it and returns focus to its
 * summary) and closes when focus or a click leaves it, and on every navigation.
 */
export function CategoriesMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onSummaryKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    // Hidden links cannot take focus: show the list first.
    flushSync(() => setOpen(true));
    focusLink(0);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusLink(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    summaryRef.current?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  // The browser toggles `open` itself on a click or Enter on the summary: follow it.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open);

  return (
    <details className="shell-dropdown" ref={rootRef} open={open} onToggle={onToggle} onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary ref={summaryRef} className="shell-nav-link shell-dropdown-button" onKeyDown={onSummaryKeyDown}>
        Categories
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="shell-chevron">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <ul className="shell-dropdown-list" onKeyDown={onListKeyDown}>
        {menuCategories.map((category) => (
          <li key={category.slug}>
            <a href={category.path} className="shell-dropdown-link" onClick={() => setOpen(false)}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
