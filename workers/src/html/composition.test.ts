import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/support/auth';
import { call, start } from '../../test/support/call';
import { finishedRun } from '../../test/support/job-index';
import { reviewed, submitted } from '../../test/support/postings';
import { cachedPage, cachePage } from '../lib/page-cache';
import { purgeTags } from '../purge/purge';
import { categoryTag, pageTags } from '../purge/tags';

async function page(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await call(path);
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** The main element's inner HTML, as the edge sent it. */
function mainOf(html: string): string {
  return /<main id="main"[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
}

function expectLayout(html: string) {
  expect(html).toContain('<header class="shell-header">');
  expect(html).toContain('<footer class="shell-footer">');
  expect(html).toContain('Get new remote design jobs in your inbox.');
}

const renderingOf = (html: string) => /rendering (\d+)/.exec(html)?.[1];

describe('pages composed from the owning remote’s worker', () => {
  it.each([
    ['jobs', '/remote-game-design-jobs'],
    ['blog', '/blog'],
  ])('puts the %s worker’s HTML inside the layout, as the main content itself, with its styles, and no data or module to load', async (name, path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expectLayout(html);
    expect(mainOf(html)).toMatch(new RegExp(`^<section class="remote-double"><h1>${name} page at ${path}</h1>`));
    expect(mainOf(html)).toMatch(/<\/section>$/);
    // Its islands carry their own props: the page carries no data of the remote's.
    expect(html).not.toContain('remote-data-');
    // Its stylesheet comes inlined, so the first paint waits for nothing but the HTML; nothing in it closes the element.
    expect(html).not.toContain(`<link rel="stylesheet" href="/mfe/${name}/20260101000000/assets/style-x.css">`);
    expect(html).toContain(`<style data-href="/mfe/${name}/20260101000000/assets/style-x.css">.remote-double{color:#123}`);
    expect(html).not.toContain('</style><b>closed');
    // The image preloads its server render wrote go into the head, never inside the HTML the browser hydrates.
    const preload = `<link rel="preload" as="image" href="/blog-images/${name}.png"/>`;
    expect(html.indexOf(preload)).toBeGreaterThan(-1);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('</head>'));
    expect(mainOf(html)).not.toContain('rel="preload"');
    // A public page runs only its islands, whose code loads when each hydrates: no module is preloaded.
    expect(html).not.toContain('rel="modulepreload"');
    const releases = /<script type="application\/json" id="remote-releases">(.*?)<\/script>/.exec(html)?.[1];
    // Every remote's release, so any island loads its code from the release the page was rendered with.
    expect(JSON.parse(releases ?? '')).toEqual({ jobs: '20260101000000', blog: '20260101000000', admin: '20260101000000' });
  });

  it('drops head hints from a remote that are not image preloads', async () => {
    const { status, html } = await page('/blog?fault=head');
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('renders the shell’s own pages at the edge without asking a remote', async () => {
    const { status, html } = await page('/privacy');
    expect(status).toBe(200);
    // The shell's built stylesheet comes inlined too: no stylesheet request stands before the first paint.
    expect(html).toMatch(/<style data-href="\/assets\/style-[\w-]+\.css">/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expectLayout(html);
    expect(mainOf(html)).toContain('<h1>Privacy Policy</h1>');
    expect(html).not.toContain('remote-data-');
  });

  it('answers 404 with the remote’s own not-found content when the remote finds nothing', async () => {
    const { status, html } = await page('/blog/missing');
    expect(status).toBe(404);
    expect(mainOf(html)).toContain('blog page at /blog/missing');
  });

  it('leaves mfe-admin’s private pages to the browser: the admin’s own page, empty root, the admin remote’s entry preloaded', async () => {
    const { status, html } = await page('/admin/login');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/admin-[\w-]+\.js">/);
    expect(html).toContain('<link rel="modulepreload" href="/mfe/admin/20260101000000/assets/remoteEntry.js">');
  });

  it('serves the public pages from their own document, whose entry is not the admin’s', async () => {
    const { html } = await page('/privacy');
    expect(html).not.toMatch(/src="\/assets\/admin-/);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js" async fetchpriority="low">/);
  });

  it('passes a remote’s own 503 on, with Retry-After, for a page whose data could not be loaded', async () => {
    const { status, html, headers } = await page('/remote-game-design-jobs?fault=unloaded');
    expect(status).toBe(503);
    expect(headers.get('Retry-After')).toBe('30');
    expect(mainOf(html)).toContain('jobs page at /remote-game-design-jobs');
  });
});

describe('a remote worker that fails costs only its own part', () => {
  it.each(['jobs', 'blog'].flatMap((name) => ['throw', 'hang', '500', 'garbage'].map((fault) => [name, fault])))(
    'the %s worker told to %s: the layout with the Retry message, status 503',
    async (name, fault) => {
      const path = name === 'jobs' ? '/remote-product-design-jobs' : '/blog';
      const { status, html, headers } = await page(`${path}?fault=${fault}`);
      expect(status).toBe(503);
      expect(headers.get('Retry-After')).toBe('30');
      expectLayout(html);
      const main = mainOf(html);
      expect(main).toContain(`data-remote-failed="${name}"`);
      expect(main).toContain('This part of the site could not be loaded.');
      // A link to the page itself: retrying needs no script.
      expect(main).toMatch(new RegExp(`<a [^>]*href="${path.replace(/[?]/g, '\\?')}\\?fault=${fault}"[^>]*>Retry</a>`));
      expect(html).not.toContain(`remote-data-${name}`);
    },
  );

  it('keeps serving the shell’s pages and the other remote’s pages meanwhile', async () => {
    expect((await page('/?fault=hang')).status).toBe(503);
    expect((await page('/about')).status).toBe(200);
    expect((await page('/blog')).status).toBe(200);
  });

  it('answers mfe-admin’s files with a JSON 503 when its worker fails, while its pages still load the layout', async () => {
    const res = await call('/mfe/admin/remoteEntry.js?fault=throw');
    expect(res.status).toBe(503);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe('remote_unavailable');
    expect((await page('/admin/login')).status).toBe(200);
  });
});

/** A page, once the work it left to `waitUntil` (writing the page cache) is done too. */
async function settledPage(path: string): Promise<{ status: number; html: string }> {
  const { res, settled } = await start(path);
  const html = await res.text();
  await settled;
  return { status: res.status, html };
}

describe('page HTML cached at the edge', () => {
  beforeEach(() => finishedRun());

  it('never caches a jobs page before the job index has finished its first run, and caches it after', async () => {
    await env.DB.prepare(`DELETE FROM ingest_runs WHERE status = 'done'`).run();
    const first = await settledPage('/piping-design-jobs-remote');
    const second = await settledPage('/piping-design-jobs-remote');
    expect(renderingOf(second.html)).not.toBe(renderingOf(first.html));
    await finishedRun();
    const third = await settledPage('/piping-design-jobs-remote');
    const fourth = await page('/piping-design-jobs-remote');
    expect(renderingOf(fourth.html)).toBe(renderingOf(third.html));
  });

  it('serves a page again without rendering it again', async () => {
    // The entry is written after the answer (waitUntil); the next request finds it.
    const first = await settledPage('/remote-industrial-design-jobs');
    const second = await page('/remote-industrial-design-jobs');
    expect(second.status).toBe(200);
    expect(renderingOf(second.html)).toBe(renderingOf(first.html));
  });

  it('does not cache a page with a query it may depend on: another page’s, or a parameter a listing does not read', async () => {
    for (const address of ['/blog?ref=news', '/remote-interior-design-jobs?q=a&ref=news']) {
      const first = await settledPage(address);
      const second = await page(address);
      expect(renderingOf(second.html), address).not.toBe(renderingOf(first.html));
    }
  });

  it('caches a search, filter or later page once under its listing’s one spelling, purged with its category', async () => {
    const first = await settledPage('/remote-interior-design-jobs?currency=USD&salary=60000&q=+logo+&page=2');
    const respelled = await page('/remote-interior-design-jobs?q=logo&page=2&salary=60000');
    expect(renderingOf(respelled.html)).toBe(renderingOf(first.html));
    expect((await cachedPage(env, { path: '/remote-interior-design-jobs?q=logo&page=2&salary=60000', newsletterClosed: false }))?.tags).toEqual(
      pageTags('/remote-interior-design-jobs'),
    );
    await purgeTags(env, [categoryTag('interior-design')]);
    expect(renderingOf((await page('/remote-interior-design-jobs?q=logo&page=2&salary=60000')).html)).not.toBe(renderingOf(first.html));
  });

  it('serves a search page past its fresh time as it is, and renders it again for the next visitor', async () => {
    const address = '/remote-interior-design-jobs?q=stale';
    const first = await settledPage(address);
    const variant = { path: address, newsletterClosed: false };
    const held = (await cachedPage(env, variant))!;
    await cachePage(env, variant, held, 600, 0);
    const stale = await settledPage(address);
    expect(renderingOf(stale.html)).toBe(renderingOf(first.html));
    const next = await page(address);
    expect(renderingOf(next.html)).not.toBe(renderingOf(first.html));
    expect(renderingOf((await page(address)).html)).toBe(renderingOf(next.html));
  });

  it('keeps each page with the tags of what it shows (Cache-Tag), so a purge of one of them finds it', async () => {
    for (const path of ['/', '/remote-industrial-design-jobs', '/about']) {
      await settledPage(path);
      expect((await cachedPage(env, { path, newsletterClosed: false }))?.tags).toEqual(pageTags(path));
    }
  });

  it('renders a category page again once a posting of its category is approved, and leaves another category’s', async () => {
    const listing = await settledPage('/remote-product-design-jobs');
    const other = await settledPage('/remote-industrial-design-jobs');
    const { session } = await signedInAdmin('page-cache');
    await reviewed(await submitted({ category: 'product-design' }), 'approve', session.access_token);
    expect(renderingOf((await page('/remote-product-design-jobs')).html)).not.toBe(renderingOf(listing.html));
    expect(renderingOf((await page('/remote-industrial-design-jobs')).html)).toBe(renderingOf(other.html));
  });
});
