import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/platform';
import { sitemapSchema, xmllint } from './support/xmllint';

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt that keeps crawlers out of /admin/ and /api/ and names the sitemap', async () => {
    const res = await fetch(`${baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin/');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('serves a generated sitemap.xml that validates against the sitemaps.org 0.9 schema', async () => {
    const res = await fetch(`${baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const verdict = await xmllint(xml, sitemapSchema);
    expect(verdict.output).toContain('validates');
    expect(verdict.ok).toBe(true);
    expect(xml).toContain(`<loc>${baseUrl}/</loc>`);
    expect(xml).toContain(`<loc>${baseUrl}/about</loc>`);
    expect(xml).not.toContain('/admin');
  });
});
