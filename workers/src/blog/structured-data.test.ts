import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@rdj/shared';
import { absoluteUrl, blogPostingStructuredData } from './structured-data';

const post: BlogPost = {
  slug: 'hello',
  title: 'Hello designers',
  excerpt: 'A short hello',
  featuredImageUrl: '/blog-images/a.jpg',
  featuredImageAlt: 'A desk',
  category: 'Career Advice',
  readTime: 4,
  publishedAt: '2026-11-01T09:00:00.000Z',
  content: '<p>Hi</p>',
  metaTitle: null,
  metaDescription: 'Meta text',
  keywords: 'hello, design',
  canonicalUrl: null,
  updatedAt: '2026-11-02T09:00:00.000Z',
};

describe('BlogPosting structured data', () => {
  it('names the headline, absolute image, both dates and the site as author and publisher', () => {
    const data = blogPostingStructuredData(post, 'https://x.test/blog/hello', 'https://x.test');
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Hello designers',
      description: 'Meta text',
      image: ['https://x.test/blog-images/a.jpg'],
      datePublished: '2026-11-01T09:00:00.000Z',
      dateModified: '2026-11-02T09:00:00.000Z',
      author: { '@type': 'Organization', name: 'Remote Design Jobs' },
      publisher: { '@type': 'Organization', name: 'Remote Design Jobs' },
      url: 'https://x.test/blog/hello',
    });
  });

  it('never says it was modified before it went out (a post scheduled after its last edit)', () => {
    const data = blogPostingStructuredData({ ...post, updatedAt: '2026-10-01T00:00:00.000Z' }, 'u', 'https://x.test');
    expect(data.dateModified).toBe('2026-11-01T09:00:00.000Z');
  });

  it('leaves out the image of a post without one', () => {
    expect(blogPostingStructuredData({ ...post, featuredImageUrl: null }, 'u', 'https://x.test')).not.toHaveProperty('image');
  });

  it('keeps absolute image addresses and prefixes our own paths with the origin', () => {
    expect(absoluteUrl('https://x.test/', '/blog-images/b.png')).toBe('https://x.test/blog-images/b.png');
    expect(absoluteUrl('https://x.test', 'https://cdn.test/c.png')).toBe('https://cdn.test/c.png');
  });
});
