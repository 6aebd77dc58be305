import { defaultPage } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/platform';
import { readHead } from './support/html';

interface SeoAnswer {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
}

async function pageHtml(path: string) {
  const res = await fetch(`${baseUrl}${path}`);
  return { res, head: readHead(await res.text()) };
}

async function seoOf(path: string): Promise<SeoAnswer> {
  const res = await fetch(`${baseUrl}/api/seo?path=${encodeURIComponent(path)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SeoAnswer;
}

describe('page head rendered at the edge', () => {
  it('serves /about with its title, description, keywords, social tags and canonical link in the raw HTML', async () => {
    const { res, head } = await pageHtml('/about');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const seo = await seoOf('/about');
    expect(seo.title).toMatch(/about/i);
    expect(head.title).toBe(seo.title);
    expect(head.meta).toMatchObject({
      description: seo.description,
      keywords: seo.keywords,
      'og:title': seo.title,
      'og:description': seo.description,
      'og:url': seo.canonical,
      'twitter:title': seo.title,
      'twitter:description': seo.description,
    });
    expect(head.canonical).toBe(seo.canonical);
  });

  it('places the page metadata before the first script of the head', async () => {
    const { head } = await pageHtml('/about');
    const early = readHead(`<head>${head.beforeScripts}</head>`);
    expect(early.title).toBe(head.title);
    expect(early.meta.description).toBe(head.meta.description);
    expect(early.meta['og:title']).toBe(head.meta['og:title']);
    expect(early.canonical).toBe(head.canonical);
  });

  it('renders the metadata an administrator stored for a page, escaped, with the default keywords and canonical', async () => {
    // Stored before the platform started: tests/fixtures/seed.sql (there is no admin API to write it yet).
    const path = '/remote-game-design-jobs';
    const title = 'Game design roles & more, as stored';
    const description = 'A description an administrator stored';
    const res = await fetch(`${baseUrl}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Game design roles &amp; more, as stored</title>');
    const head = readHead(html);
    expect(head.title).toBe(title);
    expect(head.meta).toMatchObject({ description, 'og:title': title, 'og:description': description });
    // Keywords and canonical were not stored: the page's defaults fill them, in the HTML and in /api/seo alike.
    expect(head.meta.keywords).toBe(defaultPage(path).keywords);
    expect(head.canonical).toBe(`${baseUrl}${path}`);
    expect(await seoOf(path)).toMatchObject({ title, description, keywords: head.meta.keywords, canonical: head.canonical });
  });
});
