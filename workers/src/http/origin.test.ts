import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';

// Requests arrive under a preview host; everything the site tells crawlers must still name the configured origin.
const previewHost = 'http://preview-1234.remote-design-jobs.workers.dev';

async function text(path: string): Promise<string> {
  return (await call(`${previewHost}${path}`)).text();
}

describe('the public origin comes from configuration, not the Host header', () => {
  it('names PUBLIC_ORIGIN in the canonical link and og:url of a page', async () => {
    const html = await text('/about');
    expect(html).toContain(`<link rel="canonical" href="${env.PUBLIC_ORIGIN}/about">`);
    expect(html).toContain(`<meta property="og:url" content="${env.PUBLIC_ORIGIN}/about">`);
    expect(html).not.toContain('preview-1234');
  });

  it('names PUBLIC_ORIGIN in the head the shell asks for on navigation', async () => {
    const tags = await (await call(`${previewHost}/api/seo?path=/blog`)).json<{ canonical: string }>();
    expect(tags.canonical).toBe(`${env.PUBLIC_ORIGIN}/blog`);
  });

  it('names PUBLIC_ORIGIN in every sitemap URL and in robots.txt', async () => {
    const sitemap = await text('/sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc.startsWith(`${env.PUBLIC_ORIGIN}/`)).toBe(true);
    expect(await text('/robots.txt')).toContain(`Sitemap: ${env.PUBLIC_ORIGIN}/sitemap.xml`);
  });

  it('names PUBLIC_ORIGIN in a feed and in the feed link of a category page', async () => {
    const feed = await text('/feeds/game-design.xml');
    expect(feed).toContain(`<link>${env.PUBLIC_ORIGIN}/remote-game-design-jobs</link>`);
    expect(feed).not.toContain('preview-1234');
    expect(await text('/remote-game-design-jobs')).toContain(`href="${env.PUBLIC_ORIGIN}/feeds/game-design.xml"`);
  });
});
