/**
 * Pages arrive readable from the edge: the raw HTML of every public route carries its main content, a visitor
 * without JavaScript reads it and follows its links, and in the browser the page runs no framework until one of its
 * islands hydrates, which it does without errors, layout shift or a fetch of the data that came with the page
 * (docs/pages.md#islands).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveSubmission } from './support/admin-api';
import { decode } from './support/html';
import { hoverAndFollow, hydrateAllIslands, remoteRequests, renderedIslands, scriptRequests, wasSpeculated } from './support/islands';
import { signedRedirectTarget } from './support/jobs';
import { watchLayoutShifts } from './support/layout-shift';
import { baseUrl, pageErrors, useBrowser } from './support/platform';
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

/**
 * The job cards in the page's main element, as the raw HTML has them: each card's title (its heading's text), the
 * company line and the View Job link's `href`. The page carries no data beside its HTML: the cards are the page.
 */
function cardsIn(html: string): PageJob[] {
  return [...mainHtml(html).matchAll(/<article class="card jobs-card"[\s\S]*?<\/article>/g)].map(([card]) => ({
    title: decode((/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(card)?.[1] ?? '').replace(/<[^>]+>/g, '')).trim(),
    company: decode((/<p class="jobs-card-company">([\s\S]*?)<\/p>/.exec(card)?.[1] ?? '').replace(/<[^>]+>/g, '')).trim(),
    applyHref: decode(/<a [^>]*href="([^"]*)"[^>]*>View Job<\/a>/.exec(card)?.[1] ?? ''),
  }));
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
  it('/ : the hero and the featured jobs, each with its title, company and signed /redirect link', async () => {
    const { status, html } = await rawHtml('/');
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain('Find Your Next Remote Design Job');
    const jobs = cardsIn(html);
    expect(jobs).toHaveLength(3);
    for (const job of jobs) {
      expect(job.title).not.toBe('');
      expect(job.company).not.toBe('');
      await signedRedirectTarget(job.applyHref);
    }
  });

  it('a category page: its hero and the first page of job cards, as the jobs API lists them', async () => {
    const { status, html } = await rawHtml('/remote-product-design-jobs');
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain('Remote Product Design Jobs');
    const listed = (await (await fetch(`${baseUrl}/api/jobs?category=product-design&page=1`)).json()) as { jobs: PageJob[] };
    const titles = listed.jobs.map((job) => job.title.trim());
    expect(titles).toContain(posting.title);
    // The search list's cards come first in the page (the endless list, when the page has one, follows).
    const cards = cardsIn(html);
    expect(cards.slice(0, titles.length).map((card) => card.title)).toEqual(titles);
    for (const job of listed.jobs) expect(mainHtml(html)).toContain(`href="${escapeHref(job.applyHref)}"`);
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

/**
 * Console errors, layout shifts, the API requests and the scripts a page requested, from before its first script
 * runs.
 */
async function watchedPage(path: string) {
  const page = await browser.newPage();
  const consoleErrors: string[] = [];
  const apiRequests: string[] = [];
  const scripts = scriptRequests(page);
  const fromRemotes = remoteRequests(page);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/page-views') apiRequests.push(url.pathname + url.search);
  });
  const layoutShifts = await watchLayoutShifts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  return {
    page,
    consoleErrors,
    apiRequests,
    scripts,
    fromRemotes,
    layoutShifts,
  };
}

describe('in the browser', () => {
  it.each([
    ['/', ['shell:newsletter-close', 'shell:newsletter-form']],
    ['/remote-product-design-jobs', ['jobs:alert-form', 'jobs:show-more', 'shell:newsletter-close', 'shell:newsletter-form']],
    [`/jobs/{id}`, ['shell:newsletter-close', 'shell:newsletter-form']],
    ['/blog/building-a-remote-design-portfolio', ['shell:newsletter-close', 'shell:newsletter-form']],
    ['/post-job', ['jobs:post-job-form', 'shell:newsletter-close', 'shell:newsletter-form']],
    ['/about', ['shell:newsletter-close', 'shell:newsletter-form']],
    ['/blog', ['shell:newsletter-close', 'shell:newsletter-form']],
  ])(
    '%s runs no framework until its islands hydrate, which they do with no console error, no layout shift over 0.02 and no fetch of the page’s data',
    async (route, expected) => {
      const path = route.replace('{id}', posting.id);
      const { page, consoleErrors, apiRequests, scripts, fromRemotes, layoutShifts } = await watchedPage(path);
      // Loaded and idle, untouched: no island has rendered (their code may be fetched by now, not run by React).
      expect(scripts.length).toBeGreaterThan(0);
      expect(await renderedIslands(page)).toEqual([]);

      // Each island the visitor can reach, at its moment (scrolled into view, or touched), then idle again.
      const islands = await hydrateAllIslands(page);
      expect(islands).toEqual(expect.arrayContaining(expected));
      await page.waitForLoadState('networkidle');
      expect((await renderedIslands(page)).length).toBeGreaterThan(0);
      // A remote's code comes only for its own islands, from its release folder.
      const owners = new Set(islands.map((name) => name.split(':')[0]).filter((owner) => owner !== 'shell'));
      expect(new Set(fromRemotes.map((file) => file.split('/')[2]))).toEqual(owners);
      expect(consoleErrors).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
      const shifts = await layoutShifts();
      expect(shifts.total, shifts.shifts.join('\n')).toBeLessThanOrEqual(0.02);
      // The page came with what it shows: its islands ask the API for nothing until the visitor asks for more.
      expect(apiRequests).toEqual([]);
    },
  );

  it('moves between pages of different remotes as document loads the browser prefetched, and each page renders whole', async () => {
    const { page, consoleErrors } = await watchedPage('/');
    const toBlog = await hoverAndFollow(page, page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }), '/blog');
    expect(toBlog, JSON.stringify(toBlog)).toSatisfy(wasSpeculated);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    const toCategory = await hoverAndFollow(page, page.getByRole('contentinfo').getByRole('link', { name: 'Product Design' }), '/remote-product-design-jobs');
    expect(toCategory, JSON.stringify(toCategory)).toSatisfy(wasSpeculated);
    await page.getByRole('heading', { name: posting.title }).first().waitFor();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });
});
