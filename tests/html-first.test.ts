import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { renderedIslands, waitForHydration } from './support/islands';
import { baseUrl, phone, useBrowser } from './support/platform';
import { newClient } from './support/client';

/**
 * Every public control works before any script runs (docs/pages.md): each test opens the page as a visitor
 * without JavaScript, or a crawler that runs none, sees it.
 */
const browser = useBrowser();
const withoutScript = { javaScriptEnabled: false };

/** Every URL the page requests from now on, to check that no personal field ever goes into one. */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(decodeURIComponent(request.url())));
  return urls;
}

describe('the header without JavaScript', () => {
  it('opens the Categories menu with a click and follows a category', async () => {
    const page = await browser.open('/about', withoutScript);
    const header = page.getByRole('banner');
    const gameDesign = header.getByRole('link', { name: 'Game Design' });
    expect(await gameDesign.isVisible()).toBe(false);
    await header.locator('summary', { hasText: 'Categories' }).click();
    await gameDesign.waitFor({ state: 'visible' });
    await gameDesign.click();
    await page.waitForURL('**/remote-game-design-jobs');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('opens the Categories menu from the keyboard', async () => {
    const page = await browser.open('/about', withoutScript);
    await page.getByRole('banner').locator('summary', { hasText: 'Categories' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('banner').getByRole('link', { name: 'Graphic Design' }).waitFor({ state: 'visible' });
  });

  it('opens and closes the menu on a 390 px wide screen', async () => {
    const page = await browser.open('/about', { ...withoutScript, viewport: phone });
    const header = page.getByRole('banner');
    const postJob = header.getByRole('link', { name: 'Post a Job' });
    expect(await postJob.isVisible()).toBe(false);
    await header.getByRole('button', { name: 'Menu' }).click();
    await postJob.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await postJob.waitFor({ state: 'hidden' });
    await header.getByRole('button', { name: 'Menu' }).click();
    await postJob.click();
    await page.waitForURL('**/post-job');
  });
});

describe('the newsletter without JavaScript', () => {
  it('shows a refused address again with its message, then subscribes, with no address in any URL', async () => {
    const page = await browser.open('/about', withoutScript);
    const urls = requestedUrls(page);
    const bar = page.locator('.shell-newsletter');
    // The browser's own check would stop an address without @; the edge's refuses what passes it but not the schema.
    await bar.getByLabel('Email address').fill('reader@example');
    await bar.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL('**/subscribe');
    expect(await page.getByRole('alert').textContent()).toBe('Enter a valid email address');
    const field = page.locator('main').getByLabel('Email address');
    expect(await field.inputValue()).toBe('reader@example');
    await field.fill('reader@example.com');
    await page.locator('main').getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL('**/subscribed');
    await page.getByRole('heading', { name: 'Thanks for subscribing!' }).waitFor();
    expect(urls.filter((url) => url.includes('reader@'))).toEqual([]);
  });
});

describe("the newsletter bar's × before and without JavaScript", () => {
  /** Clicks × and expects the edge to send the same page back, without the bar, and the next page too. */
  async function closeAndExpectGone(page: Page, path: string) {
    const closed = page.waitForResponse((res) => new URL(res.url()).pathname === '/newsletter/close');
    const back = page.waitForEvent('framenavigated');
    await page.locator('.shell-newsletter').getByRole('button', { name: 'Close newsletter' }).click();
    expect((await closed).status()).toBe(303);
    await back;
    await page.waitForLoadState('load');
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('.shell-newsletter').count()).toBe(0);
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('.shell-newsletter').count()).toBe(0);
  }

  it('closes without JavaScript and goes back to the same search, which comes back without the bar', async () => {
    const path = '/remote-graphic-design-jobs?q=logo';
    const page = await browser.open(path, withoutScript);
    await closeAndExpectGone(page, path);
  });

  it("closes before the app's code has arrived, through the same form", async () => {
    const path = '/about';
    // The app's code never arrives: the page is as it is before hydration, for good.
    const page = await browser.newPage({ prepare: (context) => context.route('**/*.js', (route) => route.abort()) });
    await page.goto(path);
    await closeAndExpectGone(page, path);
  });
});

describe('post a job without JavaScript', () => {
  it('shows a refused posting again with its messages and every value, then sends it to /thank-you, with nothing in any URL', async () => {
    // A client of its own: postings are limited per client (docs/postings.md#review).
    const page = await browser.open('/post-job', { ...withoutScript, prepare: (context) => context.setExtraHTTPHeaders(newClient()) });
    const urls = requestedUrls(page);
    const form = page.locator('main form');
    await form.getByLabel('Job Title*').fill('No-Script Designer');
    await form.getByLabel('Company Name*').fill('Plain HTML Studio');
    await form.getByLabel('Category*').selectOption('product-design');
    await form.getByLabel('Job Description*').fill('We build pages that work before any script runs.');
    await form.getByLabel('Application URL*').fill('https://plain.example/jobs/1');
    await form.getByLabel('Contact Email*').fill('hiring@plain');
    await form.getByRole('button', { name: 'Submit Job Posting' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(new URL(page.url()).pathname).toBe('/post-job');
    expect(await page.getByText('Enter a valid email address').count()).toBe(1);
    expect(await form.getByLabel('Job Title*').inputValue()).toBe('No-Script Designer');
    expect(await form.getByLabel('Category*').inputValue()).toBe('product-design');
    expect(await form.getByLabel('Job Description*').inputValue()).toBe('We build pages that work before any script runs.');
    await form.getByLabel('Contact Email*').fill('hiring@plain.example');
    await form.getByLabel('Company Size*').selectOption({ label: '1–3 employees' });
    // The United Kingdom: no pay law of docs/postings.md#pay-transparency-laws reaches it.
    await form.getByLabel('Countries and regions').selectOption([{ label: 'United Kingdom' }]);
    await form.getByLabel('Not disclosed', { exact: true }).check();
    await form.getByRole('button', { name: 'Submit Job Posting' }).click();
    await page.waitForURL('**/thank-you');
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    expect(urls.filter((url) => url.includes('hiring@') || url.includes('No-Script'))).toEqual([]);
  });
});

describe('the redirect page without JavaScript', () => {
  /** A View Job link the board signed, as a featured job hands it out, and the job's address in it. */
  async function signedLink(): Promise<{ href: string; target: string }> {
    const { jobs } = (await (await fetch(new URL('/api/jobs/featured', baseUrl))).json()) as { jobs: { applyHref: string }[] };
    const href = jobs[0]!.applyHref;
    return { href, target: new URL(href, baseUrl).searchParams.get('url')! };
  }
  // The job sites are answered here, as this machine has no way out.
  const stubJobSites = { prepare: (context: BrowserContext) => context.route('https://**/*', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Job</title>' })) };

  it('leaves a signed link for the job after its 3 seconds', async () => {
    const { href, target } = await signedLink();
    const page = await browser.open(href, { ...withoutScript, ...stubJobSites });
    await page.getByRole('heading', { name: 'Redirecting you to the job posting...' }).waitFor();
    await page.waitForURL(target, { timeout: 10_000 });
  });

  it('never leaves an unsigned link by itself, and offers it to follow', async () => {
    const { target } = await signedLink();
    const page = await browser.open(`/redirect?url=${encodeURIComponent(target)}`, { ...withoutScript, ...stubJobSites });
    await page.getByRole('heading', { name: 'Check this link before you go' }).waitFor();
    await page.waitForTimeout(5_000);
    expect(new URL(page.url()).pathname).toBe('/redirect');
    await page.getByRole('link', { name: 'Continue to this address' }).click();
    await page.waitForURL(target);
  });
});

describe('category pages without JavaScript', () => {
  const graphic = '/remote-graphic-design-jobs';
  const cardsIn = (page: Page, name: string) => page.getByRole('region', { name, exact: true }).getByRole('article');
  const titlesIn = (page: Page, name: string) => cardsIn(page, name).getByRole('heading').allTextContents();

  it('searches with the form and shows the results at an address of their own, the text kept', async () => {
    const page = await browser.open(graphic, withoutScript);
    const [firstTitle] = await titlesIn(page, 'Graphic Design jobs');
    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    await search.fill(firstTitle!);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === firstTitle);
    expect(await titlesIn(page, 'Graphic Design jobs')).toContain(firstTitle);
    expect(await page.getByRole('searchbox', { name: 'Search jobs' }).inputValue()).toBe(firstTitle);

    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('no design job is called this');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'no design job is called this');
    await page.getByText('No jobs found matching your search').waitFor();
    expect(await cardsIn(page, 'Graphic Design jobs').count()).toBe(0);
  });

  it('follows Show More to page 2 with page 1 still above it, and back', async () => {
    const page = await browser.open(graphic, withoutScript);
    const firstPage = await titlesIn(page, 'Graphic Design jobs');
    expect(firstPage.length).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Graphic Design jobs', exact: true }).getByRole('link', { name: 'Show More' }).click();
    await page.waitForURL(`**${graphic}?page=2`);
    const bothPages = await titlesIn(page, 'Graphic Design jobs');
    expect(bothPages.length).toBeGreaterThan(firstPage.length);
    expect(bothPages.slice(0, firstPage.length)).toEqual(firstPage);
    await page.goBack();
    await page.waitForURL(`**${graphic}`);
    expect(await titlesIn(page, 'Graphic Design jobs')).toEqual(firstPage);
  });

  it("applies the endless list's filters with its button, the boxes checked on the filtered page", async () => {
    const page = await browser.open(graphic, withoutScript);
    const list = page.getByRole('region', { name: 'Browse all Graphic Design jobs' });
    await list.getByRole('checkbox', { name: 'Contract' }).check();
    await list.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('employment').join() === 'Contract');
    expect(await list.getByRole('checkbox', { name: 'Contract' }).isChecked()).toBe(true);
    expect(await list.getByRole('checkbox', { name: 'Full-time' }).isChecked()).toBe(false);
  });

  it('goes to the category chosen in the home page picker', async () => {
    const page = await browser.open('/', withoutScript);
    await page.getByLabel('Choose a category').selectOption({ label: 'Product Design' });
    await page.getByRole('button', { name: 'Show jobs' }).click();
    await page.waitForURL('**/remote-product-design-jobs');
    await page.getByRole('heading', { level: 1, name: 'Remote Product Design Jobs' }).waitFor();
  });
});

describe('a category page while its scripts are still on the way', () => {
  it('answers Show More and a search as HTML before any script has loaded', async () => {
    // Every script is held back for the whole test, as on a network slow enough that the visitor acts first.
    const holdScripts = { prepare: (context: BrowserContext) => context.route(/\.js(\?|$)/, () => new Promise(() => {})) };
    const page = await browser.newPage(holdScripts);
    // A module script holds back DOMContentLoaded until it has run: the page is only ever committed and parsed here.
    await page.goto('/remote-graphic-design-jobs', { waitUntil: 'commit' });
    const listing = page.getByRole('region', { name: 'Graphic Design jobs', exact: true });
    await listing.getByRole('link', { name: 'Show More' }).waitFor();
    const firstPage = await listing.getByRole('article').count();
    await listing.getByRole('link', { name: 'Show More' }).click();
    await page.waitForURL('**?page=2', { waitUntil: 'commit' });
    await listing.getByRole('link', { name: 'Show More' }).waitFor();
    expect(await listing.getByRole('article').count()).toBeGreaterThan(firstPage);

    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('no design job is called this');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'no design job is called this', { waitUntil: 'commit' });
    await listing.getByText('No jobs found matching your search').waitFor();
  });
});

describe('scripts off the critical path (docs/pages.md, speed)', () => {
  it.each(['/', '/remote-graphic-design-jobs', '/blog', '/about'])(
    'runs no framework on %s until the visitor touches an island: its start is the shell’s entry and small helpers, and an island renders only once touched',
    async (path) => {
      const page = await browser.open(path);
      // What the page ran up to its load: the entry and its start, fetched when the document was parsed.
      const started = await page.evaluate(() => {
        const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\.js(\?|$)/.test(entry.name) && entry.startTime < loaded);
        return scripts.map((entry) => ({ name: new URL(entry.name).pathname, size: entry.encodedBodySize }));
      });
      // Loaded and idle: the start is a few kilobytes of the shell's own (the islands' code is fetched when idle,
      // React DOM without being run), and no island has rendered.
      expect(started.length).toBeGreaterThan(0);
      expect(started.every((script) => /^\/assets\/[\w-]+\.js$/.test(script.name))).toBe(true);
      expect(started.reduce((sum, script) => sum + script.size, 0)).toBeLessThanOrEqual(12_000);
      expect(await renderedIslands(page)).toEqual([]);

      // The visitor reaches the newsletter bar's Subscribe button (typing in its field starts nothing): only now does
      // React render it.
      await page.locator('.shell-newsletter').getByRole('button', { name: 'Subscribe' }).focus();
      await waitForHydration(page, 'shell:newsletter-form');
      expect(await renderedIslands(page)).toEqual(['shell:newsletter-form']);
    },
  );
});
