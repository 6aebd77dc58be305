/**
 * Pages arrive readable from the edge: the raw HTML of every public route carries its main content, a visitor
 * without JavaScript reads it and follows its links, and the browser hydrates it without errors, layout shift or a
 * second fetch of the data that came with the page.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveSubmission } from './support/admin-api';
import { decode } from './support/html';
import { baseUrl, useBrowser } from './support/platform';
import { sendPosting } from './support/postings';

const browser = useBrowser();

async function rawHtml(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${baseUrl}${path}`);
  return { status: res.status, html: await res.text() };
}

/** The text of the page's main element in the raw HTML, tags dropped and entities decoded. */
function mainText(html: string): string {
  const main = /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return decode(main.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

function mainHtml(html: string): string {
  return /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
}

interface PageJob {
  title: string;
  company: string;
  applyHref: string;
}

/** The jobs the edge rendered the page with (its data script): what the raw HTML must show. */
function pageJobs(html: string): PageJob[] {
  const json = /<script type="application\/json" id="remote-data-jobs">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return [];
  const jobs: PageJob[] = [];
  JSON.stringify(JSON.parse(json), (key, value: unknown) => {
    const job = value as Partial<PageJob> | null;
    if (job && typeof job === 'object' && typeof job.title === 'string' && typeof job.applyHref === 'string') jobs.push(job as PageJob);
    return value;
  });
  return jobs;
}

const escapeHref = (href: string) => href.replace(/&/g, '&amp;');

let posting = { id: '', title: '', company: '' };
const signedTarget = 'https://studio.example/jobs/42';
let redirectPath = '';

beforeAll(async () => {
  const suffix = randomBytes(4).toString('hex');
  posting = { id: '', title: `Edge Designer ${suffix}`, company: `Edge Studio ${suffix}` };
  await sendPosting({
    title: posting.title,
    company: posting.company,
    type: 'Full-time',
    category: 'product-design',
    description: 'Design our edge-rendered product.\nA small remote team.',
    applicationUrl: 'https://studio.example/careers',
    email: 'jobs@studio.example',
  });
  posting.id = (await approveSubmission(suffix)).id;
  // A signed View Job link, as the board hands it out (the featured jobs carry one).
  const featured = (await (await fetch(`${baseUrl}/api/jobs/featured`)).json()) as { jobs: PageJob[] };
  redirectPath = featured.jobs[0]?.applyHref ?? `/redirect?url=${encodeURIComponent(signedTarget)}`;
});

describe('the raw HTML of every public route carries its main content', () => {
  it('/ : the hero and the featured jobs, each with its title, company and /redirect link', async () => {
    const { status, html } = await rawHtml('/');
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain('Find Your Next Remote Design Job');
    const jobs = pageJobs(html);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(text).toContain(job.title);
      expect(text).toContain(job.company);
      expect(mainHtml(html)).toContain(`href="${escapeHref(job.applyHref)}"`);
    }
  });

  it('a category page: its hero and the first page of job cards', async () => {
    const { status, html } = await rawHtml('/remote-product-design-jobs');
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain('Remote Product Design Jobs');
    const jobs = pageJobs(html);
    expect(jobs.map((job) => job.title)).toContain(posting.title);
    for (const job of jobs) {
      expect(text).toContain(job.title);
      expect(mainHtml(html)).toContain(`href="${escapeHref(job.applyHref)}"`);
    }
    expect(text).not.toContain('Loading');
  });

  it('/jobs/{id}: the full posting', async () => {
    const { status, html } = await rawHtml(`/jobs/${posting.id}`);
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain(posting.title);
    expect(text).toContain(posting.company);
    expect(text).toContain('Design our edge-rendered product.');
  });

  it('/redirect: its text and the link to follow', async () => {
    const { status, html } = await rawHtml(redirectPath);
    expect(status).toBe(200);
    const target = new URL(redirectPath, baseUrl).searchParams.get('url') ?? '';
    expect(mainHtml(html)).toContain(`href="${escapeHref(target)}"`);
    expect(mainText(html).length).toBeGreaterThan(40);
  });

  it('/post-job: the form and its fields', async () => {
    const { status, html } = await rawHtml('/post-job');
    expect(status).toBe(200);
    expect(mainText(html)).toContain('Post a Design Job');
    expect(mainHtml(html)).toMatch(/<form[\s\S]*name="title"[\s\S]*name="company"[\s\S]*<\/form>/);
    expect(mainText(html)).not.toContain('Loading');
  });

  it('/blog: the published posts as cards with their Read More links; a post: its title, date and HTML', async () => {
    const list = await rawHtml('/blog');
    expect(list.status).toBe(200);
    expect(mainText(list.html)).toContain('Building a remote design portfolio');
    expect(mainText(list.html)).toContain('6 min read');
    expect(mainText(list.html)).not.toContain('Unfinished draft');
    expect(mainHtml(list.html)).toContain('href="/blog/building-a-remote-design-portfolio"');
    const post = await rawHtml('/blog/building-a-remote-design-portfolio');
    expect(post.status).toBe(200);
    expect(mainHtml(post.html)).toContain('<h1>Building a remote design portfolio</h1>');
    expect(mainText(post.html)).toContain('Nov 2, 2026');
    expect(mainHtml(post.html)).toContain('<h2>Start with three projects</h2>');
  });

  it.each(['/blog/unfinished-draft', '/blog/nobody-wrote-this'])('%s: "Post not found." with status 404', async (path) => {
    const { status, html } = await rawHtml(path);
    expect(status).toBe(404);
    expect(mainText(html)).toContain('Post not found.');
  });

  it.each([
    ['/about', 'About Remote Design Jobs'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/thank-you', 'Thank You!'],
    ['/blog', 'Blog'],
  ])('%s: its heading and content', async (path, heading) => {
    const { status, html } = await rawHtml(path);
    expect(status).toBe(200);
    expect(mainHtml(html)).toContain(`<h1>${heading.replace('&', '&amp;')}</h1>`);
  });
});

describe('without JavaScript', () => {
  async function openWithoutScript(path: string): Promise<Page> {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(path);
    return page;
  }

  it.each([
    ['/', 'Find Your Next Remote Design Job'],
    ['/remote-product-design-jobs', 'Remote Product Design Jobs'],
    ['/post-job', 'Post a Design Job'],
    ['/about', 'About Remote Design Jobs'],
    ['/blog', 'Blog'],
  ])('%s shows its main content', async (path, heading) => {
    const page = await openWithoutScript(path);
    expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
  });

  it('a visitor follows links from page to page: a category, then a job card’s own page', async () => {
    const page = await openWithoutScript('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Product Design' }).click();
    await page.getByRole('heading', { level: 1, name: 'Remote Product Design Jobs' }).waitFor();
    expect(await page.getByRole('heading', { name: posting.title }).first().isVisible()).toBe(true);
    await page.goto(`/jobs/${posting.id}`);
    expect(await page.getByRole('heading', { level: 1, name: posting.title }).isVisible()).toBe(true);
  });
});

/** Console errors, layout shifts and the API requests a page made, from before its first script runs. */
async function watchedPage(path: string) {
  const page = await browser.newPage();
  const consoleErrors: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/page-views') apiRequests.push(url.pathname + url.search);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, consoleErrors, apiRequests, layoutShift: () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift) };
}

describe('hydration', () => {
  it.each([
    ['/', '/api/jobs/featured'],
    ['/remote-product-design-jobs', '/api/jobs?'],
    [`/jobs/{id}`, '/api/postings/'],
    ['/blog/building-a-remote-design-portfolio', '/api/blog/'],
    ['/post-job', null],
    ['/about', null],
    ['/blog', '/api/blog/'],
  ])('%s hydrates with no console error, no layout shift over 0.02 and no second fetch of its data', async (route, dataPath) => {
    const path = route.replace('{id}', posting.id);
    const { page, consoleErrors, apiRequests, layoutShift } = await watchedPage(path);
    // Hydrated: a control the shell renders answers what only its script does (ArrowDown on Categories opens the
    // menu and moves focus to the first link; the menu itself opens without script).
    await page.getByRole('banner').locator('summary', { hasText: 'Categories' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.classList.contains('shell-dropdown-link'));
    expect(consoleErrors).toEqual([]);
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
    if (dataPath) expect(apiRequests.filter((request) => request.startsWith(dataPath))).toEqual([]);
  });

  it('moves between pages of different remotes without a full reload, and the next page still renders', async () => {
    const { page, consoleErrors } = await watchedPage('/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Product Design' }).click();
    await page.getByRole('heading', { name: posting.title }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
