import { describe, expect, it } from 'vitest';
import { blogSlugOf, routeOwner, sitemapPages } from './pages';
import { canonicalUrl, defaultRobotsTxt, escapeXml, headTags, sitemapXml } from './seo';

describe('page table', () => {
  it("gives each of the site's pages its owner and nothing to unknown paths", () => {
    expect(routeOwner('/')).toBe('jobs');
    expect(routeOwner('/remote-ui-ux-design-jobs')).toBe('jobs');
    expect(routeOwner('/piping-design-jobs-remote')).toBe('jobs');
    expect(routeOwner('/redirect')).toBe('jobs');
    expect(routeOwner('/about')).toBe('shell');
    expect(routeOwner('/blog/some-post')).toBe('blog');
    expect(routeOwner('/admin/blog/edit/12')).toBe('admin');
    expect(routeOwner('/nope')).toBeNull();
    expect(routeOwner('/blog/a/b')).toBeNull();
  });

  it('reads the slug of a blog post page as it stands in the path, and nothing from other paths', () => {
    expect(blogSlugOf('/blog/some-post')).toBe('some-post');
    expect(blogSlugOf('/blog/caf%C3%A9')).toBe('caf%C3%A9');
    expect(blogSlugOf('/blog')).toBeNull();
    expect(blogSlugOf('/blog/a/b')).toBeNull();
    expect(blogSlugOf('/about')).toBeNull();
  });

  it('gives each sitemap page its priority and change frequency', () => {
    const byPath = Object.fromEntries(sitemapPages.map((p) => [p.path, p]));
    expect(byPath['/']).toMatchObject({ priority: 1, changefreq: 'daily' });
    expect(byPath['/remote-graphic-design-jobs']).toMatchObject({ priority: 1, changefreq: 'daily' });
    expect(byPath['/about']).toMatchObject({ priority: 0.5, changefreq: 'monthly' });
    expect(byPath['/blog']).toMatchObject({ priority: 0.5, changefreq: 'weekly' });
    expect(byPath['/post-job']).toMatchObject({ priority: 0.8, changefreq: 'daily' });
    expect(byPath['/remote-ui-ux-design-jobs']).toBeUndefined();
  });
});

describe('canonical links', () => {
  it('defaults to host plus path', () => {
    expect(canonicalUrl('https://example.com', '/about')).toBe('https://example.com/about');
  });

  it('points the ui-ux alias at the one ux-ui page', () => {
    expect(canonicalUrl('https://example.com', '/remote-ui-ux-design-jobs')).toBe(
      'https://example.com/remote-ux-ui-design-jobs',
    );
  });
});

describe('head tags', () => {
  it('prefers stored values and falls back to page defaults field by field', () => {
    const tags = headTags('https://x.io', '/about', {
      path: '/about',
      title: 'Stored title',
      description: null,
      keywords: 'a, b',
      canonical: null,
      noindex: false,
    });
    expect(tags.title).toBe('Stored title');
    expect(tags.description).toMatch(/curates remote job postings/);
    expect(tags.keywords).toBe('a, b');
    expect(tags.canonical).toBe('https://x.io/about');
    expect(tags.robots).toBeNull();
  });

  it('gives the confirmation and redirect pages their own titles', () => {
    expect(headTags('https://x.io', '/thank-you', null, true).title).toBe('Thank You | Remote Design Jobs');
    expect(headTags('https://x.io', '/redirect', null, true).title).toMatch(/^Redirecting/);
  });

  it('marks a stored noindex page noindex, nofollow', () => {
    const tags = headTags('https://x.io', '/terms', {
      path: '/terms', title: null, description: null, keywords: null, canonical: null, noindex: true,
    });
    expect(tags.robots).toBe('noindex, nofollow');
  });
});

describe('robots and sitemap text', () => {
  it('writes the default robots rules with the sitemap at the host', () => {
    const text = defaultRobotsTxt('https://x.io');
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin/');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://x.io/sitemap.xml');
  });

  it('escapes XML special characters in sitemap locations', () => {
    const xml = sitemapXml([{ loc: 'https://x.io/?a=1&b=<2>', priority: 1, changefreq: 'daily' }]);
    expect(xml).toContain('<loc>https://x.io/?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml).toContain('<priority>1.0</priority>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });
});
