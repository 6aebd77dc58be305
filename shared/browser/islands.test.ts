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

let observed: Element[] = [];
let intersect: (element: Element) => void = () => undefined;

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
        intersect = (target) => callback([{ target, isIntersecting: true }]);
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
});

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'rdj_session=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
});

describe('islands in the browser', () => {
  it('hydrates an interaction island on the first focus inside it, and not before, with the props the edge wrote', async () => {
    document.body.innerHTML = island('jobs:alert-form', 'interaction', '<input id="field">');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate);
    await settle();
    expect(calls).toEqual([]);
    document.getElementById('field')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(calls).toEqual([{ name: 'jobs:alert-form', props: { n: 1 } }]);
  });

  it('hydrates a visible island once its content comes near the viewport (the island itself has no box)', () => {
    document.body.innerHTML = island('jobs:show-more', 'visible', '<p>3 jobs</p><a href="/x?page=2">Show More</a>');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate);
    expect(observed.map((element) => element.tagName)).toEqual(['P', 'A']);
    expect(calls).toEqual([]);
    intersect(observed[1]!);
    expect(calls.map((call) => call.name)).toEqual(['jobs:show-more']);
  });

  it('hydrates an empty visible island when the browser is idle, since nothing of it can come into view', async () => {
    document.body.innerHTML = island('jobs:show-more', 'visible', '');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate);
    expect(observed).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls.map((call) => call.name)).toEqual(['jobs:show-more']);
  });

  it('hydrates an idle island when the browser is idle', async () => {
    document.body.innerHTML = island('jobs:countdown', 'idle', '<p>3</p>');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate);
    expect(calls).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls.map((call) => call.name)).toEqual(['jobs:countdown']);
  });

  it('holds a click made before hydration, hydrates at once and replays the click on the hydrated island', async () => {
    document.body.innerHTML = island('jobs:show-more', 'visible', '<a id="more" href="/x?page=2">Show More</a>');
    const { hydrate, calls, finish } = hydrator();
    startIslands(hydrate);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('more')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(calls).toHaveLength(1);
    finish();
    await settle();
    await settle();
    expect(document.querySelector<HTMLElement>('rdj-island')!.dataset.followedInPlace).toBe('yes');
  });

  it('lets a held submit go ahead as plain HTML when the island cannot hydrate', async () => {
    document.body.innerHTML = island('shell:newsletter-bar', 'interaction', '<form id="form"><button id="send">Subscribe</button></form>');
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
    await settle();
    await settle();
    expect(submitted).toEqual(['held', 'goes ahead']);
  });

  it('lets a held click go ahead when the island takes longer than the hold', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = island('jobs:show-more', 'visible', '<button id="retry" type="button">Retry</button>');
      const clicks: string[] = [];
      const { hydrate } = hydrator();
      startIslands(hydrate, { holdMs: 1000 });
      const button = document.getElementById('retry')!;
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
    document.body.innerHTML = island('jobs:show-more', 'visible', '<a id="more" href="/x?page=2">Show More</a>');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.getElementById('more')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(calls).toEqual([]);
  });

  it('never loads a signed-in-only island for a visitor without the session hint', async () => {
    document.body.innerHTML = island('shell:session-links', 'idle', '', 'data-signed-in-only=""');
    const { hydrate, calls } = hydrator();
    startIslands(hydrate);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toEqual([]);
    document.cookie = 'rdj_session=1; Path=/';
    startIslands(hydrate);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls.map((call) => call.name)).toEqual(['shell:session-links']);
  });

  it('waits for a prerendered page to be shown before it starts any island', () => {
    document.body.innerHTML = island('jobs:countdown', 'visible', '<p>3</p>');
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
