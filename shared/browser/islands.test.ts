// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type HydrateIsland } from './islands';

/** An island as the edge writes it, holding `inner`. */
function island(name: string, when: string, inner: string, extra = ''): string {
  return `<rdj-island data-island="${name}" data-when="${when}" data-props='{"n":1}' ${extra}>${inner}</rdj-island>`;
}

/** A hydrate that records what it was asked, and lets the test say when it has finished. */
function hydrator(outcome: 'ok' | 'fail' = 'ok') {
  const calls: { name: string; props: unknown }[] = [];
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const hydrate: HydrateIsland = async (element, name, props) => {
    calls.push({ name, props });
    await done;
    if (outcome === 'fail') throw new Error('the island code did not load');
    // What React does once hydrated: the island's own handlers answer its controls.
    element.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) {
        event.preventDefault();
        element.dataset.followedInPlace = 'yes';
      }
    });
  };
  return { hydrate, calls, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits until `condition` holds (an island's start waits for the next paint, which happy-dom runs on a timer). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

type Entries = { target: Element; isIntersecting: boolean; boundingClientRect: { top: number; bottom: number; left: number; right: number } }[];

/** Every element an observer watches, with the observer's callback and its root margin. */
let observed: { element: Element; margin: string; callback: (entries: Entries) => void }[] = [];

/**
 * Tells the observers of `element` (those with `margin`, else all) whether it is now within their margin, and where
 * its box is: on screen, or below it.
 */
function intersect(element: Element, isIntersecting = true, margin?: string, onScreen = false): void {
  const boundingClientRect = onScreen ? { top: 10, bottom: 50, left: 0, right: 100 } : { top: 5000, bottom: 5040, left: 0, right: 100 };
  for (const watch of observed) {
    if (watch.element === element && (margin === undefined || watch.margin === margin)) watch.callback([{ target: element, isIntersecting, boundingClientRect }]);
  }
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private readonly callback: (entries: Entries) => void,
        private readonly options: { rootMargin?: string } = {},
      ) {}
      observe(element: Element) {
        observed.push({ element, margin: this.options.rootMargin ?? '', callback: this.callback });
      }
      unobserve(element: Element) {
        observed = observed.filter((watch) => watch.element !== element || watch.callback !== this.callback);
      }
    },
  );
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
});

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'rdj_session=; Max-Age=0; Path=/';
  Reflect.deleteProperty(window, 'cookieStore');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('islands in the browser', () => {
  it('hydrates an interaction island at the first sign of use inside it, and not before, with the props the edge wrote', async () => {
    document.body.innerHTML = island('jobs:alert-form', 'interaction', '<select id="field"><option>Daily</option></select>');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate);
    await settle();
    expect(calls).toEqual([]);
    document.getElementById('field')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await until(() => calls.length > 0);
    expect(calls).toEqual([{ name: 'jobs:alert-form', props: { n: 1 } }]);
  });

  it('never starts an island for a touch, focus or keys in a field the visitor types into: no timer starts it either', () => {
    document.body.innerHTML = island('jobs:post-job-form', 'interaction', '<input id="title"><textarea id="text"></textarea>');
    // A start waits for the next frame first: no frame asked for is no start.
    const frames = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frames);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const prepared: string[] = [];
      startIslands(hydrator().hydrate, { prepare: async (name) => void prepared.push(name) });
      for (const id of ['title', 'text']) {
        const field = document.getElementById(id)!;
        field.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
        field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      vi.advanceTimersByTime(60_000);
      // A minute on: the focus loaded the island's code ahead, and nothing started it.
      expect(prepared).toEqual(['jobs:post-job-form']);
      expect(frames).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts an island whose field was typed into once one of its buttons is touched', async () => {
    document.body.innerHTML = island('jobs:post-job-form', 'interaction', '<input id="title"><button id="next" type="button">Next</button>');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate);
    document.getElementById('title')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.getElementById('next')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    await until(() => calls.length > 0);
    expect(calls.map((call) => call.name)).toEqual(['jobs:post-job-form']);
  });

  it('loads an interaction island’s code once, when the pointer comes over it, and hydrates it only once used', async () => {
    document.body.innerHTML = island('jobs:show-more', 'interaction', '<a id="more" href="/x?page=2" data-in-place>Show More</a>');
    const { hydrate, calls } = hydrator();
    const prepared: string[] = [];
    startIslands(hydrate, { prepare: async (name) => void prepared.push(name) });
    const more = document.getElementById('more')!;
    more.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(prepared).toEqual(['jobs:show-more']);
    more.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    intersect(more, true, '600px 0px');
    expect(prepared).toEqual(['jobs:show-more']);
    expect(calls).toEqual([]);
    more.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    await until(() => calls.length > 0);
    expect(calls.map((call) => call.name)).toEqual(['jobs:show-more']);
  });

  it('loads an interaction island’s code once it is near the viewport off screen, never for being on screen as the page is shown', async () => {
    document.body.innerHTML = [
      island('jobs:show-more', 'interaction', '<a id="below" href="/x?page=2" data-in-place>Show More</a>'),
      island('shell:newsletter-form', 'interaction', '<form id="shown"><input name="email"><button>Subscribe</button></form>'),
    ].join('');
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const prepared: string[] = [];
    startIslands(hydrator().hydrate, { prepare: async (name) => void prepared.push(name), aheadMargin: '600px 0px' });
    const [below, shown] = [document.getElementById('below')!, document.getElementById('shown')!];
    // As the page is shown, the observer says where each is: the form on screen, Show More beyond the margin.
    intersect(below, false, '600px 0px');
    intersect(shown, true, '600px 0px', true);
    await settle();
    expect(prepared).toEqual([]);
    expect(idle).not.toHaveBeenCalled();
    // Show More is scrolled within the margin, still off screen.
    intersect(below, true, '600px 0px');
    expect(prepared).toEqual(['jobs:show-more']);
    // The form is scrolled away and back: coming back within the margin, off screen, is moving toward it.
    intersect(shown, false, '600px 0px');
    intersect(shown, true, '600px 0px');
    expect(prepared).toEqual(['jobs:show-more', 'shell:newsletter-form']);
  });

  it('loads nothing for an island just below the fold as the page is shown, until the visitor scrolls', async () => {
    document.body.innerHTML = island('jobs:show-more', 'interaction', '<a id="near" href="/x?page=2" data-in-place>Show More</a>');
    const prepared: string[] = [];
    startIslands(hydrator().hydrate, { prepare: async (name) => void prepared.push(name), aheadMargin: '600px 0px' });
    // Within the margin, off screen, as the page is shown: a page only read loads no island's code.
    intersect(document.getElementById('near')!, true, '600px 0px');
    await settle();
    expect(prepared).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    expect(prepared).toEqual(['jobs:show-more']);
  });

  it('loads an island’s code when a jump (a link to an anchor, the End key) brings it on screen', async () => {
    document.body.innerHTML = island('jobs:show-more', 'interaction', '<a id="more" href="/x?page=2" data-in-place>Show More</a>');
    const prepared: string[] = [];
    startIslands(hydrator().hydrate, { prepare: async (name) => void prepared.push(name), aheadMargin: '600px 0px' });
    const more = document.getElementById('more')!;
    intersect(more, false, '600px 0px');
    intersect(more, true, '600px 0px', true);
    expect(prepared).toEqual(['jobs:show-more']);
  });

  it('hydrates a visible island once its content comes near the viewport (the island itself has no box)', async () => {
    document.body.innerHTML = island('jobs:endless-more', 'visible', '<p>3 jobs</p><a href="/x?browse=2">Load more jobs</a>');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate, { visibleMargin: '200px 0px' });
    const seen = observed.filter((watch) => watch.margin === '200px 0px').map((watch) => watch.element);
    expect(seen.map((element) => element.tagName)).toEqual(['P', 'A']);
    expect(calls).toEqual([]);
    intersect(seen[1]!, true, '200px 0px');
    await until(() => calls.length > 0);
    expect(calls.map((call) => call.name)).toEqual(['jobs:endless-more']);
  });

  it('hydrates an empty visible island when the browser is idle, since nothing of it can come into view', async () => {
    document.body.innerHTML = island('jobs:show-more', 'visible', '');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate);
    expect(calls).toEqual([]);
    await until(() => calls.length > 0);
    expect(calls.map((call) => call.name)).toEqual(['jobs:show-more']);
  });

  it('hydrates an idle island when the browser is idle', async () => {
    document.body.innerHTML = island('shell:session-links', 'idle', '<p>Admin</p>');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate);
    expect(calls).toEqual([]);
    await until(() => calls.length > 0);
    expect(calls.map((call) => call.name)).toEqual(['shell:session-links']);
  });

  it('starts a load island at once, in the page’s start, without waiting for a paint', () => {
    document.body.innerHTML = island('shell:newsletter-close', 'load', '<form><button>×</button></form>');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate);
    expect(calls.map((call) => call.name)).toEqual(['shell:newsletter-close']);
  });

  it('holds an in-place click made before hydration, shows the control busy at once, and replays the click once hydrated', async () => {
    document.body.innerHTML = island('jobs:show-more', 'interaction', '<a id="more" href="/x?page=2" data-in-place>Show More</a>');
    const { hydrate, calls, finish } = hydrator();
    startIslands(hydrate);
    const more = document.getElementById('more')!;
    more.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    expect(more.hasAttribute('data-held')).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    more.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(more.getAttribute('aria-busy')).toBe('true');
    await until(() => calls.length > 0);
    finish();
    await until(() => document.querySelector<HTMLElement>('rdj-island')!.dataset.followedInPlace === 'yes');
    expect(more.hasAttribute('data-held')).toBe(false);
    expect(more.hasAttribute('aria-busy')).toBe(false);
  });

  it('never holds a link its island does not answer in place: it is followed as plain HTML at once', () => {
    document.body.innerHTML = island('jobs:show-more', 'interaction', '<a id="job" href="/redirect?url=x">View Job</a>');
    const { hydrate } = hydrator();
    startIslands(hydrate);
    const job = document.getElementById('job')!;
    job.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    job.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(job.hasAttribute('data-held')).toBe(false);
  });

  it('answers a double click made before hydration once: the second click is dropped, not replayed', async () => {
    document.body.innerHTML = island('jobs:show-more', 'interaction', '<a id="more" href="/x?page=2" data-in-place>Show More</a>');
    const { hydrate, calls, finish } = hydrator();
    startIslands(hydrate);
    const more = document.getElementById('more')!;
    const seen: boolean[] = [];
    document.body.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    more.click();
    more.click();
    await until(() => calls.length > 0);
    finish();
    await until(() => seen.length === 3);
    await settle();
    // Two held (prevented) clicks, then one replay that the hydrated island answered (it prevents it too).
    expect(seen).toEqual([true, true, true]);
    expect(document.querySelector<HTMLElement>('rdj-island')!.dataset.followedInPlace).toBe('yes');
  });

  it('lets a held submit go ahead as plain HTML when the island cannot hydrate', async () => {
    document.body.innerHTML = island('shell:newsletter-form', 'interaction', '<form id="form" data-in-place><button id="send">Subscribe</button></form>');
    const submitted: string[] = [];
    // Last in line: it sees whether the submission would go ahead, then keeps happy-dom from navigating.
    document.getElementById('form')!.addEventListener('submit', (event) => {
      submitted.push(event.defaultPrevented ? 'held' : 'goes ahead');
      event.preventDefault();
    });
    const { hydrate, finish } = hydrator('fail');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startIslands(hydrate);
    const form = document.getElementById('form') as HTMLFormElement;
    form.requestSubmit(document.getElementById('send') as HTMLButtonElement);
    expect(submitted).toEqual(['held']);
    finish();
    await until(() => submitted.length === 2);
    expect(submitted).toEqual(['held', 'goes ahead']);
  });

  it('sends a held post as a beacon when the visitor leaves before its island answers, and never replays it after', async () => {
    document.body.innerHTML = island('jobs:alert-form', 'interaction', '<form id="form" method="post" action="/alerts" data-in-place><input name="email" value="a@example.com"><button id="send">Get alerts</button></form>');
    const beacons: [string, string][] = [];
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: (url: string, body: URLSearchParams) => beacons.push([url, body.toString()]) });
    const submitted: boolean[] = [];
    document.getElementById('form')!.addEventListener('submit', (event) => {
      submitted.push(event.defaultPrevented);
      event.preventDefault();
    });
    const { hydrate, calls, finish } = hydrator();
    startIslands(hydrate);
    const form = document.getElementById('form') as HTMLFormElement;
    form.requestSubmit(document.getElementById('send') as HTMLButtonElement);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([[form.action, 'email=a%40example.com']]);
    await until(() => calls.length > 0);
    finish();
    await settle();
    await settle();
    expect(submitted).toEqual([true]);
  });

  it('sends a post held twice as one beacon when the visitor leaves, and none once it has been replayed', async () => {
    document.body.innerHTML = island('jobs:alert-form', 'interaction', '<form id="form" method="post" action="/alerts" data-in-place><input name="email" value="a@example.com"><button id="send">Get alerts</button></form>');
    const beacons: string[] = [];
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: (_url: string, body: URLSearchParams) => beacons.push(body.toString()) });
    document.getElementById('form')!.addEventListener('submit', (event) => event.preventDefault());
    const { hydrate, calls, finish } = hydrator();
    startIslands(hydrate);
    const form = document.getElementById('form') as HTMLFormElement;
    const send = document.getElementById('send') as HTMLButtonElement;
    form.requestSubmit(send);
    form.requestSubmit(send);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual(['email=a%40example.com']);
    form.requestSubmit(send);
    await until(() => calls.length > 0);
    finish();
    await settle();
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual(['email=a%40example.com']);
  });

  it('lets a held click go ahead when the island takes longer than the hold', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = island('shell:session-links', 'interaction', '<button id="out" type="button" data-in-place>Log out</button>');
      const clicks: string[] = [];
      const { hydrate } = hydrator();
      startIslands(hydrate, { holdMs: 1000 });
      const button = document.getElementById('out')!;
      button.addEventListener('click', (event) => clicks.push(event.defaultPrevented ? 'held' : 'through'));
      button.click();
      expect(clicks).toEqual(['held']);
      await vi.advanceTimersByTimeAsync(1000);
      expect(clicks).toEqual(['held', 'through']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a click with a modifier key alone: it opens a new tab as a link does', () => {
    document.body.innerHTML = island('jobs:show-more', 'visible', '<a id="more" href="/x?page=2" data-in-place>Show More</a>');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.getElementById('more')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(calls).toEqual([]);
  });

  /** Gives the page a cookieStore (undefined: none) whose `get` answers `value` for the session hint. */
  function withCookieStore(value: string | null | undefined) {
    const get = vi.fn(async (name: string) => (name === 'rdj_session' && value !== null ? { name, value } : null));
    Object.defineProperty(window, 'cookieStore', { value: value === undefined ? undefined : { get }, configurable: true });
    return get;
  }

  it('never loads a signed-in-only island for a visitor without the session hint', async () => {
    document.body.innerHTML = island('shell:session-links', 'idle', '', 'data-signed-in-only=""');
    const { hydrate, calls } = hydrator();
    const get = withCookieStore(null);
    startIslands(hydrate);
    await until(() => get.mock.calls.length > 0);
    await Promise.all(get.mock.results.map((result) => result.value));
    await settle();
    expect(calls).toEqual([]);
    withCookieStore('1');
    startIslands(hydrate);
    await until(() => calls.length > 0);
    expect(calls.map((call) => call.name)).toEqual(['shell:session-links']);
  });

  it('asks cookieStore for the session hint, never the synchronous document.cookie, where the browser has it', async () => {
    document.body.innerHTML = island('shell:session-links', 'idle', '', 'data-signed-in-only=""');
    const { hydrate, calls } = hydrator();
    const cookie = vi.spyOn(document, 'cookie', 'get');
    const get = withCookieStore('1');
    startIslands(hydrate);
    await until(() => calls.length > 0);
    expect(get).toHaveBeenCalledWith('rdj_session');
    expect(cookie).not.toHaveBeenCalled();
  });

  it('reads document.cookie only once the browser is idle where there is no cookieStore', async () => {
    document.body.innerHTML = island('shell:session-links', 'idle', '', 'data-signed-in-only=""');
    document.cookie = 'rdj_session=1; Path=/';
    const { hydrate, calls } = hydrator();
    withCookieStore(undefined);
    const cookie = vi.spyOn(document, 'cookie', 'get');
    startIslands(hydrate);
    expect(cookie).not.toHaveBeenCalled();
    await until(() => calls.length > 0);
    expect(cookie).toHaveBeenCalled();
    expect(calls.map((call) => call.name)).toEqual(['shell:session-links']);
  });

  it('waits for a prerendered page to be shown before it starts any island', () => {
    document.body.innerHTML = island('jobs:endless-more', 'visible', '<p>3</p>');
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    try {
      const { hydrate } = hydrator();
      startIslands(hydrate);
      expect(observed).toHaveLength(0);
      Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
      document.dispatchEvent(new Event('prerenderingchange'));
      expect(observed).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(document, 'prerendering');
    }
  });
});
