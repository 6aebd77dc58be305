/**
 * The browser's side of islands (docs/pages.md#islands), without React: it finds the page's islands, waits for each
 * one's moment and only then asks for its code. Whatever an island's moment, a plain click on one of its links or
 * buttons, or a form submitted in it, before it has hydrated, is held: the island hydrates at once and the click or
 * submit is replayed on it, so the first click already gets the island's answer. If hydrating fails or takes longer
 * than `holdMs`, the held click or submit goes ahead as plain HTML would, so the control still works.
 */
import { sessionHintCookie } from '../src/constants';
import { cookieValue } from '../src/cookies';
import { islandMoments, islandTag, type IslandMoment } from '../islands/names';
import { whenShown } from './shown';

/** Hydrates `element` as the island `name` with `props`; rejects when its code cannot be loaded. */
export type HydrateIsland = (element: HTMLElement, name: string, props: unknown) => Promise<void>;

export interface IslandOptions {
  /** How long a held click or submit waits for its island before it goes ahead without it. */
  holdMs?: number;
  /** How near the viewport (CSS margin) a `visible` island starts. */
  visibleMargin?: string;
}

const interactions = ['pointerdown', 'focusin', 'keydown'] as const;

function onIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Watches one island: starts it at its moment, or at once for a click or submit that it holds meanwhile. */
function watch(element: HTMLElement, hydrate: HydrateIsland, { holdMs, observer }: { holdMs: number; observer: IntersectionObserver | null }) {
  let started: Promise<boolean> | null = null;
  const release = () => {
    element.removeEventListener('click', onClick, true);
    element.removeEventListener('submit', onSubmit, true);
  };
  const start = () => {
    started ??= (async () => {
      try {
        await hydrate(element, element.dataset.island ?? '', JSON.parse(element.dataset.props ?? 'null'));
        return true;
      } catch (error) {
        console.error(`island ${element.dataset.island} did not hydrate`, error);
        return false;
      } finally {
        release();
        for (const box of element.children) observer?.unobserve(box);
        for (const type of interactions) element.removeEventListener(type, start, true);
      }
    })();
    return started;
  };
  /** Holds `event` until the island has hydrated (or given up, or `holdMs` passed), then replays it. */
  const hold = (event: Event, replay: () => void) => {
    event.preventDefault();
    const late = new Promise<void>((resolve) => setTimeout(resolve, holdMs));
    void Promise.race([start(), late]).then(() => {
      release();
      replay();
    });
  };
  function onClick(event: MouseEvent) {
    const target = (event.target as Element | null)?.closest('a[href], button');
    if (!(target instanceof HTMLElement) || !isPlainClick(event)) return;
    hold(event, () => target.click());
  }
  function onSubmit(event: SubmitEvent) {
    const form = event.target as HTMLFormElement;
    hold(event, () => form.requestSubmit(event.submitter));
  }
  element.addEventListener('click', onClick, true);
  element.addEventListener('submit', onSubmit, true);
  const when = element.dataset.when as IslandMoment;
  // An island has no box of its own (display: contents): what comes into view is its content.
  const boxes = [...element.children];
  if (when === 'idle' || (when === 'visible' && boxes.length === 0)) onIdle(start);
  else if (when === 'visible' && observer) for (const box of boxes) observer.observe(box);
  else if (when === 'visible') void start();
  else for (const type of interactions) element.addEventListener(type, start, { capture: true, once: true });
  return start;
}

/** Whether the visitor may be signed in: only then do signed-in-only islands load. */
function maySignIn(doc: Document): boolean {
  return cookieValue(doc.cookie, sessionHintCookie) === '1';
}

/**
 * Starts every island of the page: each hydrates at its moment through `hydrate`. Islands of an unknown moment, and
 * signed-in-only islands for a visitor without a session, are left as HTML.
 */
export function startIslands(hydrate: HydrateIsland, { holdMs = 5000, visibleMargin = '200px 0px' }: IslandOptions = {}, doc: Document = document): void {
  whenShown(() => {
    const starts = new Map<Element, () => Promise<boolean>>();
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver(
            (entries) => {
              for (const entry of entries) if (entry.isIntersecting) void starts.get(entry.target.closest(islandTag) ?? entry.target)?.();
            },
            { rootMargin: visibleMargin },
          )
        : null;
    for (const element of doc.querySelectorAll<HTMLElement>(islandTag)) {
      if (!islandMoments.includes(element.dataset.when as IslandMoment)) continue;
      if (element.dataset.signedInOnly !== undefined && !maySignIn(doc)) continue;
      starts.set(element, watch(element, hydrate, { holdMs, observer }));
    }
  }, doc);
}
