/**
 * The browser's side of islands (docs/pages.md#islands), without React. Each `<rdj-island>` is watched from the
 * moment the document is parsed (once the page is shown) and starts at its moment; its code is fetched ahead, when
 * the visitor moves toward it: scrolls it near, or the pointer, focus or a touch comes to it. A control it answers in
 * place, touched before then, is held (held-inputs.ts).
 */
import { sessionHintCookie } from '../src/constants';
import { cookieValue } from '../src/cookies';
import { islandMoments, islandTag, type IslandMoment } from '../islands/names';
import { ahead, approaches, preloadIslandModules, type Approach } from './ahead';
import { holdInputs } from './held-inputs';
import { keepChoices } from './kept-choices';
import { whenShown } from './shown';

/** Hydrates `element` as the island `name` with `props`; rejects when its code cannot be loaded. */
export type HydrateIsland = (element: HTMLElement, name: string, props: unknown) => Promise<void>;

/** Loads the island `name`'s own code ahead of its touch, without running the framework that hydrates it. */
type PrepareIsland = (name: string) => Promise<void>;

export interface IslandOptions {
  /** How long a held click or submit waits for its island before it goes ahead without it. */
  holdMs?: number;
  /** How near the viewport (CSS margin) a `visible` island starts. */
  visibleMargin?: string;
  /** How near the viewport (CSS margin) an `interaction` island scrolled toward has its code fetched. */
  aheadMargin?: string;
  /** Loads an `interaction` island's code when the visitor moves toward it (`approach`). */
  prepare?: PrepareIsland;
}

/** Set on an island once its code runs: it answers its controls itself from then on. */
const startedAttribute = 'data-started';

/** Set on an `interaction` island once its code is loaded ahead of its touch (`prepare`). */
const preparedAttribute = 'data-prepared';

/**
 * What starts an `interaction` island: the visitor begins to use it. The pointer merely over it only loads its code
 * (`prepare`): running React then could hold up the frame that answers the click that follows.
 */
const intents = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

// Text only: typing needs no script, so a key or focus in a field a visitor types into never starts the island (its
// start would hold up their next keys, or the click on the button they reach for next). A choice (a select, a box)
// made before React hydrates would be set back to the edge's value by it, so touching one starts the island at once,
// and the choice is made on the hydrating island.
const typingField = 'textarea, input:not([type=button], [type=submit], [type=reset], [type=checkbox], [type=radio], [type=image], [type=file], [type=range], [type=color])';

function onIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

/**
 * Resolves once the browser has painted the next frame. An island's code starts loading only then, so the frame that
 * shows a held control busy (or anything the input changed) is never kept waiting behind that code.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}

interface Watch {
  hydrate: HydrateIsland;
  prepare: PrepareIsland | undefined;
  holdMs: number;
  observer: IntersectionObserver | null;
  /** Calls `load` once `element` is scrolled near the viewport, from out of it (`approaches`). */
  approach: Approach;
}

/** Watches one island: starts it at its moment, or at once for an in-place input that it holds meanwhile. */
function watch(element: HTMLElement, { hydrate, prepare, holdMs, observer, approach }: Watch): () => Promise<boolean> {
  let started: Promise<boolean> | null = null;
  /** Starts the island; `now` skips the wait for a paint, for a `load` island (a few lines, wanted at once). */
  const start = (now = false) => {
    started ??= (async () => {
      try {
        if (!now) await afterNextPaint();
        const makeChoicesAgain = keepChoices(element);
        await hydrate(element, element.dataset.island ?? '', JSON.parse(element.dataset.props ?? 'null'));
        makeChoicesAgain();
        element.setAttribute(startedAttribute, '');
        return true;
      } catch (error) {
        console.error(`island ${element.dataset.island} did not hydrate`, error);
        return false;
      } finally {
        release();
        for (const box of element.children) observer?.unobserve(box);
        for (const type of intents) element.removeEventListener(type, onIntent, true);
      }
    })();
    return started;
  };
  /**
   * A visitor starts to use the island: a touch, focus or key anywhere in it but a field they type into. What they
   * type waits for nothing; the island starts when they touch one of its buttons or choices, or send the form (a
   * held submit).
   */
  function onIntent(event: Event) {
    if (!(event.target as Element | null)?.matches?.(typingField)) void start();
  }
  const release = holdInputs(element, () => start(), holdMs);
  const when = element.dataset.when as IslandMoment;
  // An island has no box of its own (display: contents): what comes into view is its content.
  const boxes = [...element.children];
  if (when === 'load') void start(true);
  else if (when === 'idle' || (when === 'visible' && boxes.length === 0)) onIdle(() => void start());
  else if (when === 'visible' && observer) for (const box of boxes) observer.observe(box);
  else if (when === 'visible') void start();
  else {
    for (const type of intents) element.addEventListener(type, onIntent, { capture: true, passive: true });
    const name = element.dataset.island ?? '';
    // Once, whichever comes first: the visitor moving toward the island then costs its first touch nothing. Not at
    // idle: compiling React DOM on a page only read was most of its blocking time (docs/pages.md#islands).
    const load = () => {
      for (const type of ahead) element.removeEventListener(type, load);
      if (loaded) return;
      loaded = true;
      preloadIslandModules(element.ownerDocument);
      void prepare?.(name).then(() => element.setAttribute(preparedAttribute, ''), () => undefined);
    };
    let loaded = false;
    for (const type of ahead) element.addEventListener(type, load, { passive: true });
    for (const box of boxes) approach(box, load);
  }
  return start;
}

/**
 * Whether the visitor may be signed in: only then do signed-in-only islands load. Asked without holding up the page
 * (docs/pages.md#islands): `cookieStore` answers in a later task, where `document.cookie` is a synchronous call to
 * the browser, so it is read only where `cookieStore` is missing, once the browser is idle.
 */
async function maySignIn(doc: Document): Promise<boolean> {
  const store = doc.defaultView && 'cookieStore' in doc.defaultView ? doc.defaultView.cookieStore : null;
  if (store) return (await store.get(sessionHintCookie))?.value === '1';
  await new Promise<void>((resolve) => onIdle(resolve));
  return cookieValue(doc.cookie, sessionHintCookie) === '1';
}

/**
 * Starts every island of the page: each hydrates at its moment through `hydrate`. The entry runs this as soon as the
 * document is parsed, not at its load (which waits for every image). Islands of an unknown moment, and signed-in-only
 * islands for a visitor without a session, are left as HTML. Nothing starts before the page is shown (a prerendered
 * page waits for its activation).
 */
export function startIslands(
  hydrate: HydrateIsland,
  { holdMs = 5000, visibleMargin = '200px 0px', aheadMargin = '600px 0px', prepare }: IslandOptions = {},
  doc: Document = document,
): void {
  const starts = new WeakMap<Element, () => Promise<boolean>>();
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) void starts.get(entry.target.closest(islandTag) ?? entry.target)?.();
          },
          { rootMargin: visibleMargin },
        )
      : null;
  const approach = approaches(aheadMargin);
  whenShown(() => {
    const watched = (element: HTMLElement) => starts.set(element, watch(element, { hydrate, prepare, holdMs, observer, approach }));
    for (const element of doc.querySelectorAll<HTMLElement>(islandTag)) {
      if (!islandMoments.includes(element.dataset.when as IslandMoment)) continue;
      if (element.dataset.signedInOnly === undefined) watched(element);
      else void maySignIn(doc).then((may) => may && watched(element), () => undefined);
    }
  }, doc);
}
