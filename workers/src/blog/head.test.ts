import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM blog_posts').run();
});

interface Post {
  slug: string;
  status?: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  canonical?: string | null;
  image?: string | null;
  scheduledFor?: string | null;
}

async function insert(post: Post): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO blog_posts (id, title, excerpt, content, slug, status, published_at, scheduled_for, updated_at, meta_title,
       meta_description, keywords, canonical_url, featured_image_url, category, read_time)
     VALUES (?, ?, 'An excerpt', '<p>Body</p>', ?, ?, ?, ?, '2026-11-02T08:00:00.000Z', ?, ?, 'portfolio, remote', ?, ?, 'Portfolio Tips', 6)`,
  )
    .bind(
      crypto.randomUUID(),
      `Title of ${post.slug}`,
      post.slug,
      post.status ?? 'published',
      post.status === 'scheduled' ? null : '2026-11-01T08:00:00.000Z',
      post.scheduledFor ?? null,
      post.metaTitle ?? null,
      post.metaDescription ?? null,
      post.canonical ?? null,
      post.image === undefined ? '/blog-images/cover.jpg' : post.image,
    )
    .run();
}

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`))?.[1];

function structuredDataOf(html: string): Record<string, unknown> | undefined {
  const text = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
}

describe('the head of a post page, /blog/{slug}', () => {
  it('comes from the post: meta title and description, keywords, canonical, og:image, og:type article', async () => {
    await insert({ slug: 'portfolio-tips', metaTitle: 'Portfolio tips that land interviews', metaDescription: 'How to shape it.' });
    const html = await (await call('/blog/portfolio-tips')).text();
    expect(html).toContain('<title>Portfolio tips that land interviews</title>');
    expect(meta(html, 'description')).toBe('How to shape it.');
    expect(meta(html, 'keywords')).toBe('portfolio, remote');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toBe(`${env.PUBLIC_ORIGIN}/blog-images/cover.jpg`);
    expect(html).toContain(`<link rel="canonical" href="${env.PUBLIC_ORIGIN}/blog/portfolio-tips">`);
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="Portfolio tips that land interviews" href="${env.PUBLIC_ORIGIN}/feeds/blog.xml">`);
    expect(html).not.toContain('noindex');
  });

  it('falls back to the title and excerpt, and keeps a canonical the author set', async () => {
    await insert({ slug: 'plain', canonical: 'https://medium.example/plain', image: null });
    const html = await (await call('/blog/plain')).text();
    expect(html).toContain('<title>Title of plain | Remote Design Jobs</title>');
    expect(meta(html, 'description')).toBe('An excerpt');
    expect(html).toContain('<link rel="canonical" href="https://medium.example/plain">');
    expect(meta(html, 'og:image')).toBeUndefined();
  });

  it('carries BlogPosting structured data with headline, image, both dates and the publisher', async () => {
    await insert({ slug: 'dated' });
    const data = structuredDataOf(await (await call('/blog/dated')).text());
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Title of dated',
      image: [`${env.PUBLIC_ORIGIN}/blog-images/cover.jpg`],
      datePublished: '2026-11-01T08:00:00.000Z',
      dateModified: '2026-11-02T08:00:00.000Z',
      publisher: { '@type': 'Organization', name: 'Remote Design Jobs' },
    });
  });

  it('is the not-found head, noindex and without post data, for a draft, a later post or an unknown slug', async () => {
    await insert({ slug: 'a-draft', status: 'draft' });
    await insert({ slug: 'later', status: 'scheduled', scheduledFor: '2999-01-01T00:00:00.000Z' });
    for (const slug of ['a-draft', 'later', 'nobody-wrote-this', '%E0%A4%A']) {
      const res = await call(`/blog/${slug}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>Page not found | Remote Design Jobs</title>');
      expect(meta(html, 'robots')).toBe('noindex, nofollow');
      expect(structuredDataOf(html)).toBeUndefined();
    }
  });
});

describe('the blog feed, /feeds/blog.xml', () => {
  it('lists the posts readers can see, newest first, linked to their pages at the public origin', async () => {
    await insert({ slug: 'older' });
    await env.DB.prepare("UPDATE blog_posts SET published_at = '2026-10-01T08:00:00.000Z' WHERE slug = 'older'").run();
    await insert({ slug: 'newer' });
    await insert({ slug: 'a-draft', status: 'draft' });
    const res = await call('/feeds/blog.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await res.text();
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>(.*?)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual([`${env.PUBLIC_ORIGIN}/blog/newer`, `${env.PUBLIC_ORIGIN}/blog/older`]);
    expect(xml).toContain('<pubDate>Sun, 01 Nov 2026 08:00:00 GMT</pubDate>');
    expect(xml).toContain(`<atom:link href="${env.PUBLIC_ORIGIN}/feeds/blog.xml" rel="self" type="application/rss+xml"/>`);
  });

  it('is linked from the head of /blog', async () => {
    const html = await (await call('/blog')).text();
    expect(html).toContain(`href="${env.PUBLIC_ORIGIN}/feeds/blog.xml"`);
  });
});
