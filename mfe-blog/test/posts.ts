import type { BlogPost, BlogPostCard } from '@rdj/shared';
import { vi } from 'vitest';

export function aCard(n: number): BlogPostCard {
  return {
    slug: `post-${n}`,
    title: `Post number ${n}`,
    excerpt: `What post ${n} is about.`,
    featuredImageUrl: `/blog-images/${n}.jpg`,
    featuredImageAlt: `Picture ${n}`,
    category: 'Career Advice',
    readTime: 5,
    publishedAt: '2026-11-05T10:00:00.000Z',
  };
}

export function aPost(n: number): BlogPost {
  return {
    ...aCard(n),
    content: `<h2>Section ${n}</h2><p>Body of post ${n}.</p>`,
    metaTitle: null,
    metaDescription: null,
    keywords: null,
    canonicalUrl: null,
    updatedAt: '2026-11-06T10:00:00.000Z',
  };
}

/** Page `page` of `GET /api/blog/posts` when `total` posts are published (6 a page, newest first: post-1 first). */
export function aPostsPage(page: number, total: number): { posts: BlogPostCard[]; more: boolean } {
  const numbers = Array.from({ length: 6 }, (_, i) => (page - 1) * 6 + i + 1).filter((n) => n <= total);
  return { posts: numbers.map(aCard), more: page * 6 < total };
}

/** The slugs of the posts numbered `from` to `to`. */
export const slugs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `post-${from + i}`);

/** The titles of the posts numbered `from` to `to`. */
export const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Post number ${from + i}`);

/** The titles of the cards in the document, in order. */
export const titles = () => Array.from(document.querySelectorAll('article h2'), (heading) => heading.textContent);

/** The blog's list API as the browser reaches it: `total` posts (8 unless told: two pages). Returns the calls. */
export function stubBlogApi(total = 8): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://blog.test');
    calls.push(url.pathname + url.search);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/blog/posts') return json(aPostsPage(Number(url.searchParams.get('page')), total));
    return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
  });
  return calls;
}
