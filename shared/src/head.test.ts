import { describe, expect, it } from 'vitest';
import { headSlots } from './head';
import { headTags } from './seo';

const present = (tags: ReturnType<typeof headTags>) =>
  headSlots(tags)
    .filter((slot) => slot.attrs)
    .map((slot) => slot.key.join('='));

describe('headSlots', () => {
  it('lists robots only for a page that must not be indexed', () => {
    expect(present(headTags('https://x.test', '/about', null))).not.toContain('name=robots');
    expect(present(headTags('https://x.test', '/redirect', null, true))).toContain('name=robots');
  });

  it('lists the feed link only for a category page and the blog', () => {
    expect(present(headTags('https://x.test', '/remote-game-design-jobs', null))).toContain('rel=alternate');
    expect(present(headTags('https://x.test', '/about', null))).not.toContain('rel=alternate');
    const blog = headSlots(headTags('https://x.test', '/blog/hello', null)).find((s) => s.key[1] === 'alternate');
    expect(blog?.attrs?.href).toBe('https://x.test/feeds/blog.xml');
  });

  it('says website with no image by default, and article with its image for a post', () => {
    const page = headTags('https://x.test', '/about', null);
    expect(present(page)).toContain('property=og:type');
    expect(present(page)).not.toContain('property=og:image');
    const post = headSlots({ ...page, ogType: 'article', image: 'https://x.test/blog-images/a.jpg' });
    const content = (name: string) => post.find((s) => s.key[1] === name)?.attrs?.content;
    expect(content('og:type')).toBe('article');
    expect(content('og:image')).toBe('https://x.test/blog-images/a.jpg');
    expect(content('twitter:image')).toBe('https://x.test/blog-images/a.jpg');
    expect(content('twitter:card')).toBe('summary_large_image');
  });

  it('carries structured data as the text of a JSON-LD script', () => {
    const slot = headSlots({ ...headTags('https://x.test', '/jobs/1', null), structuredData: '{"@type":"JobPosting"}' }).find(
      (s) => s.tag === 'script',
    );
    expect(slot).toMatchObject({ key: ['type', 'application/ld+json'], attrs: {}, text: '{"@type":"JobPosting"}' });
  });
});
