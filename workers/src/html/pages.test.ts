import { env } from 'cloudflare:workers';
import { pageEntries } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';

async function page(path: string): Promise<{ status: number; html: string; type: string | null }> {
  const res = await call(path);
  return { status: res.status, html: await res.text(), type: res.headers.get('Content-Type') };
}

function titleOf(html: string): string | undefined {
  return html.match(/<title>(.*?)<\/title>/)?.[1];
}

/** The `content` of the meta tag whose name or property is `key`, as written in the raw HTML. */
function metaOf(html: string, key: string): string | undefined {
  return html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
}

function canonicalOf(html: string): string | undefined {
  return html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
}

describe('edge-rendered page head', () => {
  it('carries the stored title, description, keywords, social tags and canonical link', async () => {
    await env.DB.prepare(
      "INSERT INTO seo_settings (path, title, description, keywords, canonical) VALUES ('/about', 'About us', 'Who we are.', 'about, team', 'https://jobs.example/about')",
    ).run();
    const { status, html, type } = await page('/about');
    expect(status).toBe(200);
    expect(type).toBe('text/html; charset=utf-8');
    expect(titleOf(html)).toBe('About us');
    expect(metaOf(html, 'description')).toBe('Who we are.');
    expect(metaOf(html, 'keywords')).toBe('about, team');
    expect(metaOf(html, 'og:title')).toBe('About us');
    expect(metaOf(html, 'og:description')).toBe('Who we are.');
    expect(metaOf(html, 'twitter:title')).toBe('About us');
    expect(metaOf(html, 'twitter:description')).toBe('Who we are.');
    expect(canonicalOf(html)).toBe('https://jobs.example/about');
    expect(metaOf(html, 'robots')).toBeUndefined();
    expect(html).toContain('<h1>About Remote Design Jobs</h1>');
  });

  it('uses the page defaults when nothing is stored, canonical at the configured public origin', async () => {
    const { status, html } = await page('/remote-game-design-jobs');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Remote Game Design Jobs | Remote Design Jobs');
    expect(metaOf(html, 'description')).toBe('Find remote game design jobs at studios around the world.');
    expect(metaOf(html, 'twitter:title')).toBe('Remote Game Design Jobs | Remote Design Jobs');
    expect(canonicalOf(html)).toBe(`${env.PUBLIC_ORIGIN}/remote-game-design-jobs`);
  });

  it('points the ui-ux alias canonical link at the ux-ui page', async () => {
    const { status, html } = await page('/remote-ui-ux-design-jobs');
    expect(status).toBe(200);
    expect(canonicalOf(html)).toBe(`${env.PUBLIC_ORIGIN}/remote-ux-ui-design-jobs`);
  });

  it("gives a list's page N a canonical of its own, indexed", async () => {
    const category = await page('/remote-game-design-jobs?page=3');
    expect(canonicalOf(category.html)).toBe(`${env.PUBLIC_ORIGIN}/remote-game-design-jobs?page=3`);
    expect(metaOf(category.html, 'robots')).toBeUndefined();
    const blog = await page('/blog?page=2');
    expect(canonicalOf(blog.html)).toBe(`${env.PUBLIC_ORIGIN}/blog?page=2`);
    expect(metaOf(blog.html, 'robots')).toBeUndefined();
  });

  it.each(['q=logo', 'q=logo&page=2', 'employment=Contract', 'experience=senior&browse=2', 'pay=1'])(
    'marks a category page narrowed by %s noindex, follow, canonical to the category page',
    async (query) => {
      const { status, html } = await page(`/remote-graphic-design-jobs?${query}`);
      expect(status).toBe(200);
      expect(metaOf(html, 'robots')).toBe('noindex, follow');
      expect(canonicalOf(html)).toBe(`${env.PUBLIC_ORIGIN}/remote-graphic-design-jobs`);
    },
  );

  it('keeps the plain canonical for a query that asks for no list page (page 1, junk, tracking)', async () => {
    for (const query of ['page=1', 'page=abc', 'utm_source=news']) {
      const { html } = await page(`/remote-game-design-jobs?${query}`);
      expect(canonicalOf(html)).toBe(`${env.PUBLIC_ORIGIN}/remote-game-design-jobs`);
      expect(metaOf(html, 'robots')).toBeUndefined();
    }
  });

  it('marks the redirect page noindex, nofollow', async () => {
    const { status, html } = await page('/redirect?url=https%3A%2F%2Fexample.com');
    expect(status).toBe(200);
    expect(metaOf(html, 'robots')).toBe('noindex, nofollow');
  });

  it('answers an unknown path with the page and status 404', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(titleOf(html)).toBe('Page not found | Remote Design Jobs');
    expect(metaOf(html, 'robots')).toBe('noindex, nofollow');
    expect(html).toContain('<h1>Page not found</h1>');
  });

  it('escapes stored text in the title and in attribute values', async () => {
    await env.DB.prepare("INSERT INTO seo_settings (path, title, description) VALUES ('/terms', ?, ?)")
      .bind('Say "hi" <b>now</b> & then', '"><script>alert(1)</script>')
      .run();
    const { html } = await page('/terms');
    expect(html).not.toContain('<b>now</b>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(metaOf(html, 'og:title')).toBe('Say &quot;hi&quot; &lt;b&gt;now&lt;/b&gt; &amp; then');
    expect(metaOf(html, 'description')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(titleOf(html)).toBe('Say "hi" &lt;b&gt;now&lt;/b&gt; &amp; then');
  });
});

describe('the page registry', () => {
  it('serves a page declared only by its entry in shared/src/pages.ts, with its owner, title and noindex', async () => {
    const path = '/hiring-guide';
    expect((await page(path)).status).toBe(404);
    pageEntries.push({ path, owner: 'jobs', title: 'Hiring guide | Remote Design Jobs', noindex: true });
    try {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain(`<h1>jobs page at ${path}</h1>`);
      expect(titleOf(html)).toBe('Hiring guide | Remote Design Jobs');
      expect(metaOf(html, 'robots')).toBe('noindex, nofollow');
    } finally {
      pageEntries.pop();
    }
  });
});
