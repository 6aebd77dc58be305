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

/** The blog API as the browser reaches it: 8 posts over two pages; `post-1` … `post-8` readable. Returns the calls. */
export function stubBlogApi(): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://blog.test');
    calls.push(url.pathname + url.search);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/blog/posts') {
      const page = Number(url.searchParams.get('page'));
      const posts = (page === 1 ? [1, 2, 3, 4, 5, 6] : [7, 8]).map(aCard);
      return json({ posts, more: page === 1 });
    }
    const slug = /^\/api\/blog\/posts\/(post-\d)$/.exec(url.pathname)?.[1];
    if (slug) return json({ post: aPost(Number(slug.slice(5))) });
    return json({ error: { code: 'not_found', message: 'Post not found.' } }, 404);
  });
  return calls;
}
