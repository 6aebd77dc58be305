import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readHead } from './support/html';
import { jobCards, signedRedirectTarget } from './support/jobs';
import { baseUrl, useBrowser } from './support/platform';

const browser = useBrowser();

const redirectPath = (url: string) => `/redirect?url=${encodeURIComponent(url)}`;

/** Resolves when the countdown shows `value`. */
function countShows(page: Page, value: string) {
  return page.waitForFunction((v) => document.querySelector('[data-testid="redirect-count"]')?.textContent === v, value);
}

/** Answers every request to `origin` with a small page (no internet here) and records the URLs asked for. */
async function standIn(context: BrowserContext, origin: string, requested: string[]): Promise<void> {
  await context.route(`${origin}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>' });
  });
}

/** The View Job href of the first featured card on the home page. */
async function featuredViewJobHref(): Promise<string> {
  const home = await browser.open('/');
  const card = jobCards(home.getByRole('region', { name: 'Featured Design Jobs' })).first();
  const href = await card.getByRole('link', { name: 'View Job' }).getAttribute('href');
  return href!;
}

/** Expects the page to show `href` as text with a link to it, and to stay on /redirect however long it waits. */
async function expectShownNotFollowed(page: Page, href: string, requested: string[]): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Check this link before you go' }).waitFor();
  expect(await page.getByTestId('redirect-url').textContent()).toBe(href);
  const link = page.getByRole('link', { name: 'Continue to this address' });
  expect(await link.getAttribute('href')).toBe(href);
  expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
  await page.clock.runFor(10_000);
  expect(new URL(page.url()).pathname).toBe('/redirect');
  expect(await page.getByTestId('redirect-count').count()).toBe(0);
  expect(await page.getByText('Redirecting you to the job posting...').count()).toBe(0);
  expect(requested).toEqual([]);
}

describe('redirect page', () => {
  it("counts 3, 2, 1 from a featured card's signed View Job and then lands on the job", async () => {
    const requested: string[] = [];
    const page = await browser.open('/');
    const viewJob = jobCards(page.getByRole('region', { name: 'Featured Design Jobs' })).first().getByRole('link', { name: 'View Job' });
    const url = await signedRedirectTarget(await viewJob.getAttribute('href'));
    // The job's own site (the sandbox provider's apply page), answered here so the test sees what was asked.
    await standIn(page.context(), new URL(url).origin, requested);

    const [redirect] = await Promise.all([page.waitForEvent('popup'), viewJob.click()]);
    await redirect.getByRole('heading', { level: 1, name: 'Redirecting you to the job posting...' }).waitFor();
    expect(await redirect.getByRole('link', { name: 'click here' }).getAttribute('href')).toBe(url);
    await countShows(redirect, '3');
    const started = Date.now();
    await countShows(redirect, '2');
    await countShows(redirect, '1');
    expect(new URL(redirect.url()).pathname).toBe('/redirect');
    await redirect.waitForURL(url);
    // Three one-second steps: 3 -> 2, 2 -> 1, 1 -> leave (measured from the first tick we saw).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    await redirect.getByRole('heading', { level: 1, name: 'Elsewhere' }).waitFor();
    expect(requested[0]).toBe(url);
  });

  it('never leaves for a hand-made unsigned url: it shows the url as text with a link to follow', async () => {
    const requested: string[] = [];
    const page = await browser.newPage({ prepare: (context) => standIn(context, 'https://evil.example', requested) });
    await page.clock.install();
    await page.goto(redirectPath('https://evil.example'));
    await expectShownNotFollowed(page, 'https://evil.example/', requested);

    // The visitor may still choose to go.
    await page.getByRole('link', { name: 'Continue to this address' }).click();
    await page.waitForURL('https://evil.example/');
    expect(requested[0]).toBe('https://evil.example/');
  });

  it('never leaves for a signed link whose url was changed', async () => {
    const href = new URL(await featuredViewJobHref(), baseUrl);
    href.searchParams.set('url', 'https://evil.example/phish');
    const requested: string[] = [];
    const page = await browser.newPage({ prepare: (context) => standIn(context, 'https://evil.example', requested) });
    await page.clock.install();
    await page.goto(href.pathname + href.search);
    await expectShownNotFollowed(page, 'https://evil.example/phish', requested);
  });

  it.each([
    ['a javascript: url', 'javascript:alert(document.domain)'],
    ['a javascript: url in odd case with spaces', '  JavaScript:alert(1)'],
    ['a data: url', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative url', '//evil.example.com/phish'],
  ])('says the link leads nowhere and runs nothing for %s', async (_name, url) => {
    const dialogs: string[] = [];
    const page = await browser.newPage();
    // A fake clock, so the test can run every timer the page set (a countdown would leave after 3 s) without waiting.
    await page.clock.install();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const requestedHosts = new Set<string>();
    page.on('request', (request) => requestedHosts.add(new URL(request.url()).host));

    await page.goto(redirectPath(url));
    await page.getByRole('heading', { level: 1, name: 'This link does not lead to a job posting' }).waitFor();
    expect(await page.getByText('Redirecting you to the job posting...').count()).toBe(0);
    await page.clock.runFor(10_000);
    expect(new URL(page.url()).pathname).toBe('/redirect');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((current) => current.pathname === '/' && current.search === '');
    expect(dialogs).toEqual([]);
    expect([...requestedHosts]).toEqual([new URL(baseUrl).host]);
  });

  it('tells crawlers noindex, nofollow in the HTML the edge sends', async () => {
    const res = await fetch(`${baseUrl}${redirectPath('https://jobs.example.com/listing/1')}`);
    expect(res.status).toBe(200);
    expect(readHead(await res.text()).meta.robots).toBe('noindex, nofollow');
  });

  it('goes home from an address without a url, answered by the edge before any page or script', async () => {
    const res = await fetch(`${baseUrl}/redirect`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('Location')!, baseUrl).pathname).toBe('/');
    const page = await browser.open('/redirect');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
});
