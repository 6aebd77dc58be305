/**
 * What an `interaction` island's code is fetched ahead of its touch on (docs/pages.md#islands): the visitor moving
 * toward it, never the page being shown.
 */
import { islandModulesElementId } from '../islands/names';

/** Calls `load` once `element` is scrolled near the viewport from outside it. */
export type Approach = (element: Element, load: () => void) => void;

/** What loads an `interaction` island's code ahead of its touch: the pointer over it, a touch or focus in it. */
export const ahead = ['pointerover', 'touchstart', 'focusin'] as const;

/** Whether `rect` (an element's box, from an observer's entry) is on screen now, any part of it. */
function onScreen(rect: DOMRectReadOnly): boolean {
  return rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;
}

/**
 * An observer that calls each element's `load` once the visitor moves toward it: it is scrolled to within `margin`
 * of the viewport from outside it, or it was already within the margin, off screen, as the page was shown and the
 * visitor scrolls at all. Showing a page loads nothing, so a page only read never compiles React DOM
 * (docs/pages.md#islands); an island on screen as the page is shown waits for the pointer, a touch or focus (or to be
 * scrolled away and back).
 */
export function approaches(margin: string): Approach {
  if (!('IntersectionObserver' in window)) return () => undefined;
  const waiting = new WeakMap<Element, { load: () => void; first: boolean }>();
  /** Elements within the margin, off screen, as the page was shown: loaded at the visitor's first scroll. */
  const nearAtShow = new Set<Element>();
  const load = (element: Element) => {
    observer.unobserve(element);
    nearAtShow.delete(element);
    waiting.get(element)?.load();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        const state = waiting.get(target);
        if (!state) continue;
        const first = state.first;
        state.first = false;
        if (!isIntersecting) nearAtShow.delete(target);
        else if (!first) load(target);
        else if (!onScreen(boundingClientRect)) nearAtShow.add(target);
      }
    },
    { rootMargin: margin },
  );
  window.addEventListener('scroll', () => [...nearAtShow].forEach(load), { once: true, passive: true });
  return (element, load) => {
    waiting.set(element, { load, first: true });
    observer.observe(element);
  };
}

/**
 * Fetches, without running, the modules the page lists for hydrating a component island (React DOM above all), once
 * per page: a touch then only runs them.
 */
export function preloadIslandModules(doc: Document): void {
  const list = doc.getElementById(islandModulesElementId);
  if (!list) return;
  list.remove();
  try {
    const modules: unknown = JSON.parse(list.textContent ?? '[]');
    if (!Array.isArray(modules)) return;
    for (const href of modules) {
      if (typeof href !== 'string') continue;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
    }
  } catch {
    // An unreadable list preloads nothing: the touch loads the modules itself.
  }
}
