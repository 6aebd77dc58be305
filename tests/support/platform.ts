/**
 * Harness for the browser tests: where the platform runs and a Chromium per test file with a fresh context per test.
 * Tests change and read the platform's state only through its HTTP API, or read data seeded before it started
 * (tests/fixtures/seed.sql): nothing writes its local store from another process while it runs.
 */
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the browser tests with \`npm test\`, which starts the platform for them`);
  }
  return value;
}

export const baseUrl = requiredEnv('BASE_URL');
/** The administrator scripts/test.mjs created for this run (random password). */
export const admin = { email: requiredEnv('ADMIN_EMAIL'), password: requiredEnv('ADMIN_PASSWORD') };


export { chromiumPath };

/** Playwright gives every launch its own fresh temporary user-data-dir and removes it on close. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

const errorsByPage = new WeakMap<Page, Error[]>();

/**
 * Waits until the page has settled: no request in flight for half a second, then the main thread idle. A public page
 * arrives rendered from the edge and runs only its shell entry by then (its islands hydrate later, each at its moment:
 * docs/pages.md#islands, `support/islands.ts`); the admin's app has loaded its code and rendered (React works in tasks
 * that keep the main thread busy until it is done, which a slow machine may stretch past that half second).
 */
export async function hydrated(page: Page): Promise<Page> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
  return page;
}

/** Uncaught errors the page threw so far (for example React's invalid-hook-call when two copies load). */
export function pageErrors(page: Page): Error[] {
  return errorsByPage.get(page) ?? [];
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** False opens the page as a visitor without JavaScript (or a crawler that runs none) sees it. */
  javaScriptEnabled?: boolean;
  /** Called with the new context before the first request, e.g. to install `context.route` handlers. */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

/**
 * One Chromium for the test file, a clean context (no cookies, no storage) for each test.
 * `open(path)` navigates, waits for hydration and returns the page; the context closes after the test.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  // The test's requests still in flight, with when each started: a failed test prints them, so a page that waited
  // out a timeout says which request it waited on.
  const inFlight = new Map<Request, number>();
  let atEnd: string[] | null = null;
  const stillInFlight = () =>
    [...inFlight].map(([request, since]) => `${request.method()} ${request.url()} (${request.resourceType()}), ${Date.now() - since} ms`);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(({ onTestFailed }) => {
    inFlight.clear();
    atEnd = null;
    onTestFailed(() => {
      const requests = atEnd ?? stillInFlight();
      console.log(requests.length ? `Requests in flight when the test ended:\n  ${requests.join('\n  ')}` : 'No request in flight when the test ended');
    });
  });
  afterEach(async () => {
    atEnd = stillInFlight();
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(options: OpenOptions = {}): Promise<Page> {
    if (!browser) throw new Error('The browser did not start');
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: options.viewport ?? desktop,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    contexts.push(context);
    context.on('request', (request) => inFlight.set(request, Date.now()));
    context.on('requestfinished', (request) => inFlight.delete(request));
    context.on('requestfailed', (request) => inFlight.delete(request));
    await options.prepare?.(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors: Error[] = [];
    errorsByPage.set(page, errors);
    page.on('pageerror', (error) => errors.push(error));
    return page;
  }

  return {
    newPage,
    /** A new page signed in as the test administrator: the real sign-in sets the session cookies in its context. */
    async signedInPage(options: OpenOptions = {}): Promise<Page> {
      const page = await newPage(options);
      const res = await page.request.post('/api/auth/token?grant_type=password', { data: admin, headers: { Origin: baseUrl } });
      if (res.status() !== 200) throw new Error(`admin sign-in answered ${res.status()}`);
      return page;
    },
    /** Opens `path` and waits until the page is usable (hydrated), as a visitor waits for a page to respond. */
    async open(path: string, options: OpenOptions = {}): Promise<Page> {
      const page = await newPage(options);
      await page.goto(path);
      // Without JavaScript there is nothing to hydrate, and the page runs no script that could say it is idle.
      return options.javaScriptEnabled === false ? page : hydrated(page);
    },
  };
}

/** Today's date in UTC, the day page views are counted under. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
