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

/**
 * The blog API as the browser reaches it: `total` posts (8 unless told: two pages), `post-1` … `post-8` readable.
 * Returns the calls.
 */
export function stubBlogApi(total = 8): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://blog.test');
    calls.push(url.pathname + url.search);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/blog/posts') return json(aPostsPage(Number(url.searchParams.get('page')), total));
    const slug = /^\/api\/blog\/posts\/(post-\d)$/.exec(url.pathname)?.[1];
    if (slug) return json({ post: aPost(Number(slug.slice(5))) });
    return json({ error: { code: 'not_found', message: 'Post not found.' } }, 404);
  });
  return calls;
}
