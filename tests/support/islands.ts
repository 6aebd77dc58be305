/**
 * Reading a public page as islands (docs/pages.md#islands): the page arrives whole from the edge, and in the browser
 * only its `<rdj-island>` elements hydrate, each at its moment, loading React and their code only then.
 */
import type { Locator, Page } from 'playwright-core';

/** The island element named `name` (`owner:island`), e.g. `jobs:show-more`. */
export function island(page: Page, name: string): Locator {
  return page.locator(`rdj-island[data-island="${name}"]`);
}

/**
 * Whether the island `name` has started: its code ran (a component hydrated and committed, a script island began),
 * which the runtime marks with `data-started` (shared/browser/islands.ts).
 */
export function isHydrated(page: Page, name: string): Promise<boolean> {
  return page.evaluate((name) => Boolean(document.querySelector(`rdj-island[data-island="${name}"][data-started]`)), name);
}

/** Waits until the island `name` has started. */
export async function waitForHydration(page: Page, name: string): Promise<void> {
  await page.locator(`rdj-island[data-island="${name}"][data-started]`).waitFor({ state: 'attached' });
}

/** The islands React has rendered so far: each hydrated component is a React root (`__reactContainer$…`). */
export function renderedIslands(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('rdj-island')]
      .filter((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$')))
      .map((element) => element.dataset.island ?? ''),
  );
}

/** The islands the page holds, by name and moment, as the edge wrote them. */
export function islandsOf(page: Page): Promise<{ name: string; when: string; signedInOnly: boolean }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('rdj-island')].map((element) => ({
      name: element.dataset.island ?? '',
      when: element.dataset.when ?? '',
      signedInOnly: element.dataset.signedInOnly !== undefined,
    })),
  );
}

/**
 * Brings each island a visitor may use to its moment, as a visitor does: a `visible` one scrolled into view (its fold
 * opened first, when it is folded under a closed `<details>`), an
 * `interaction` one touched (focus moved to one of its buttons, choices or links: typing in a field starts nothing,
 * docs/pages.md#islands); then waits until all have hydrated. Signed-in-only islands are left
 * out (they never load for an anonymous visitor). Answers their names.
 */
export async function hydrateAllIslands(page: Page): Promise<string[]> {
  const names: string[] = [];
  for (const { name, when, signedInOnly } of await islandsOf(page)) {
    if (signedInOnly) continue;
    names.push(name);
    const element = island(page, name);
    if (when === 'load') continue;
    if (when === 'visible') {
      // An island folded under a closed <details> (the report form) comes into view once the visitor opens it.
      const fold = page.locator('details:not([open])', { has: element }).locator(':scope > summary');
      if (await fold.count()) await fold.click();
      await element.locator(':scope > *').first().scrollIntoViewIfNeeded();
    }
    else if (when === 'interaction') await element.locator('select, button, a[href], input[type=checkbox], input[type=radio]').first().focus();
  }
  for (const name of names) await waitForHydration(page, name);
  return names;
}

/** Every script the page requests from now on, by path (same-origin) or whole URL. */
export function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Every request the page makes from now on to a remote's release folders (`/mfe/…`), by path. */
export function remoteRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/mfe/')) paths.push(path);
  });
  return paths;
}

export interface Arrival {
  /** `PerformanceNavigationTiming.deliveryType`: 'navigational-prefetch' when served from a prefetch. */
  deliveryType: string;
  /** When a prerendered page was activated (0 when it was not prerendered). */
  activationStart: number;
}

/** How the page's current document arrived (its navigation entry). */
export function arrival(page: Page): Promise<Arrival> {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & { deliveryType?: string; activationStart?: number })[];
    return { deliveryType: entry?.deliveryType ?? '', activationStart: entry?.activationStart ?? 0 };
  });
}

/** Whether the document was made ready before the click: prefetched by the Speculation Rules, or prerendered. */
export function wasSpeculated({ deliveryType, activationStart }: Arrival): boolean {
  return deliveryType === 'navigational-prefetch' || activationStart > 0;
}

/**
 * Follows `link` as a visitor with a mouse does: the pointer rests on it (the Speculation Rules prefetch the page
 * then), then clicks. Resolves once the new document has loaded at `path`, with how it arrived.
 */
export async function hoverAndFollow(page: Page, link: Locator, path: string): Promise<Arrival> {
  await link.hover();
  await page.waitForTimeout(500);
  await link.click();
  await page.waitForURL((url) => url.pathname + url.search === path);
  await page.waitForLoadState('load');
  return arrival(page);
}
