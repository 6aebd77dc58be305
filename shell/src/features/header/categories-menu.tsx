import { categories } from '@rdj/shared';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from '@rdj/router';

const menuCategories = categories.filter((c) => c.inMenu);

/**
 * The Categories dropdown: a disclosure button and a list of links. Enter or Space toggles it, the arrow keys move
 * between links, Escape closes it and returns focus to the button; it closes when focus or a click leaves it, and
 * on every navigation.
 */
export function CategoriesMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
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

  const onButtonKeyDown = (event: KeyboardEvent) => {
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
    buttonRef.current?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className="shell-dropdown" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="shell-nav-link shell-dropdown-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKeyDown}
      >
        Categories
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="shell-chevron">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} className="shell-dropdown-list" hidden={!open} onKeyDown={onListKeyDown}>
        {menuCategories.map((category) => (
          <li key={category.slug}>
            <Link to={category.path} className="shell-dropdown-link" onClick={() => setOpen(false)}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
