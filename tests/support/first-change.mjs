/**
 * Click-to-change, as a visitor sees it (docs/pages.md#islands): from the moment the pointer goes down (or a key is
 * pressed, or the wheel turned) to the first frame that shows a change in the part of the page that answers. Event Timing alone misses a
 * click an island holds while its code loads (the handler that holds it returns at once), so this watches the page
 * itself: the input's own timestamp, the first mutation (or typed character) inside the answering part, and the end
 * of the frame that shows it (a message after it, or the next frame's start, whichever comes first). Shared by the browser tests (tests/first-touch.test.ts) and the bench (scripts/bench/first-touch.mjs).
 */

/** The CPU slowdown of the tests' slow phone: 4x, as the issue's and Lighthouse's default. */
export const slowPhoneCpu = 4;

/** Runs in the page before any of its own scripts (an init script): records the first input and its first change. */
function recorder() {
  const state = { down: null, shown: null, region: null, frame: false };
  window.__firstChange = state;
  const inRegion = (node) => {
    const element = node instanceof Element ? node : node?.parentElement;
    return Boolean(state.region && element?.closest(state.region));
  };
  const removedRegion = (record) => [...record.removedNodes].some((node) => node instanceof Element && (node.matches(state.region) || node.querySelector(state.region)));
  const changed = () => {
    if (state.down === null || state.shown !== null || state.frame) return;
    // The frame that shows the change starts with the first callback. Both a message posted from it and the next
    // frame's start come only once that frame is done and handed to the screen; whichever comes first ends the wait.
    // Each alone waits behind something else: the message behind frames and input the browser puts first (111 ms
    // read for a change Chromium's Event Timing saw presented at 64 ms), the next frame behind a long task started
    // after the paint (an island's hydration: 63 ms after the message).
    state.frame = true;
    const shown = () => (state.shown ??= performance.now());
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = shown;
      channel.port2.postMessage(null);
      requestAnimationFrame(shown);
    });
  };
  for (const type of ['pointerdown', 'keydown', 'wheel']) window.addEventListener(type, (event) => (state.down ??= event.timeStamp), { capture: true });
  window.addEventListener('input', (event) => inRegion(event.target) && changed(), { capture: true });
  new MutationObserver((records) => {
    if (state.region && records.some((record) => inRegion(record.target) || removedRegion(record))) changed();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Records first changes in every page of `context` from its first script on. */
export async function recordFirstChanges(context) {
  await context.addInitScript(recorder);
}

/**
 * Starts watching `region` (a CSS selector) for the next input's first change, forgetting any earlier one. Playwright's
 * own script, which `waitForFunction` runs in the page, is put in place now: evaluated during the wait, it took
 * 23-75 ms of the slowed main thread, time the page itself never spends.
 */
export async function watchFirstChange(page, region) {
  await page.evaluate((region) => Object.assign(window.__firstChange, { down: null, shown: null, region, frame: false }), region);
  await page.waitForFunction(() => true);
}

/** Milliseconds from the watched input to its first change on screen, once it has painted. */
export async function firstChangeMs(page) {
  const handle = await page.waitForFunction(() => {
    const { down, shown } = window.__firstChange;
    return down !== null && shown !== null ? shown - down : null;
  });
  return handle.jsonValue();
}

/** Milliseconds from the watched input until `selector` matches an element (polled every frame). */
export async function untilShownMs(page, selector) {
  const handle = await page.waitForFunction((selector) => {
    const { down } = window.__firstChange;
    return document.querySelector(selector) && down !== null ? performance.now() - down : null;
  }, selector);
  return handle.jsonValue();
}

/** Slows the page's CPU by `rate` (Chromium's own throttling), as Lighthouse and the measurements do. */
export async function throttleCpu(page, rate = slowPhoneCpu) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Resolves once the loaded page has settled, as it has by the time a visitor has read it and reaches for a control:
 * no request for half a second (the islands' code fetched when idle), then the main thread idle.
 */
export async function seenByVisitor(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/**
 * The visitor scrolls to `control` and sees it: the island holding it has loaded its code as they came near, or
 * started when it came into view (docs/pages.md#islands), as while a visitor scrolls down a list to its end.
 */
export async function scrolledTo(page, control) {
  await control.scrollIntoViewIfNeeded();
  const island = page.locator('rdj-island:is([data-prepared], [data-started])', { has: control });
  await island.waitFor();
  // An island started by coming into view (the endless list) loads its next page by itself: the visitor sees it.
  await island.and(page.locator(':not(:has([aria-busy="true"]))')).waitFor();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/**
 * The visitor types `text` into `field` and is done: the focus loaded the island's code ahead of its touch
 * (docs/pages.md#islands), as it has by the time someone who typed an address reaches the button. A fill is
 * instant, where typing an address takes seconds: a click at once after it met the code still loading.
 */
async function typedInto(page, field, text) {
  await field.fill(text);
  await page.locator('rdj-island:is([data-prepared], [data-started])', { has: field }).waitFor();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** How far below the viewport `nearEnd` leaves an endless list's end. */
const endAheadPx = 100;

/**
 * The visitor has scrolled down an endless list (`island`) to just above its end: the end is `endAheadPx` below the
 * viewport, the island has started as it came near and its list is idle.
 */
async function nearEnd(page, island) {
  await page.locator(`${island} .jobs-endless-sentinel`).evaluate((end, ahead) => {
    // At once: the category page scrolls smoothly (`scroll-behavior`), and a wheel turned during that scroll is lost.
    window.scrollBy({ top: end.getBoundingClientRect().top - window.innerHeight - ahead, behavior: 'instant' });
  }, endAheadPx);
  await page.locator(`${island}[data-started]`).and(page.locator(':not(:has([aria-busy="true"]))')).waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** The island element of `name` (`owner:island`), as a selector. */
export const islandOf = (name) => `rdj-island[data-island="${name}"]`;

/**
 * Each island's first touch (issue 34): the page, the part that answers, what the visitor does first (`prepare`,
 * not measured), and the touch that is measured.
 */
export const firstTouches = [
  {
    name: 'the newsletter bar’s ×',
    path: '/about',
    region: '.shell-newsletter',
    touch: (page) => page.getByRole('button', { name: 'Close newsletter' }).click(),
  },
  {
    name: 'Show More',
    path: '/remote-graphic-design-jobs',
    region: islandOf('jobs:show-more'),
    prepare: (page) => scrolledTo(page, page.getByRole('link', { name: 'Show More' })),
    touch: (page) => page.getByRole('link', { name: 'Show More' }).click(),
  },
  {
    // The endless list loads its next page as its end scrolls into view, so its Load more jobs never rests on
    // screen with the list idle (the click that would bring it into view starts the load first): the visitor's
    // touch is the wheel that brings the end into view.
    name: 'the endless list’s next page, scrolled to',
    path: '/remote-graphic-design-jobs',
    region: islandOf('jobs:endless-more'),
    prepare: (page) => nearEnd(page, islandOf('jobs:endless-more')),
    touch: (page) => page.mouse.wheel(0, endAheadPx * 3),
  },
  {
    name: 'the alert form’s Get alerts',
    path: '/remote-graphic-design-jobs',
    region: islandOf('jobs:alert-form'),
    prepare: (page) => typedInto(page, page.getByRole('form', { name: 'Get alerts for these jobs' }).getByLabel('Email address', { exact: true }), 'first-touch@example.com'),
    touch: (page) => page.getByRole('button', { name: 'Get alerts' }).click(),
  },
  {
    name: 'the first key typed into the post-a-job form',
    path: '/post-job',
    region: islandOf('jobs:post-job-form'),
    prepare: (page) => page.getByRole('form', { name: 'Post a Design Job' }).getByRole('textbox').first().click(),
    touch: (page) => page.keyboard.type('Brand'),
  },
  {
    name: 'Load More Posts',
    path: '/blog',
    region: islandOf('blog:load-more'),
    prepare: (page) => scrolledTo(page, page.getByRole('link', { name: 'Load More Posts' })),
    touch: (page) => page.getByRole('link', { name: 'Load More Posts' }).click(),
  },
];

/**
 * One first touch on a fresh page of `context` at `rate` CPU slowdown: the page loaded and seen, `prepare` done, then
 * the milliseconds from the touch to its first change on screen.
 */
export async function measureFirstTouch(context, { path, region, prepare, touch }, rate = slowPhoneCpu) {
  const page = await context.newPage();
  try {
    await throttleCpu(page, rate);
    await page.goto(path, { waitUntil: 'load' });
    await seenByVisitor(page);
    await prepare?.(page);
    await watchFirstChange(page, region);
    await touch(page);
    return await firstChangeMs(page);
  } finally {
    await page.close();
  }
}
