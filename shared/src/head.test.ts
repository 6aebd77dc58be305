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

  it('lists the feed link only for a category page', () => {
    expect(present(headTags('https://x.test', '/remote-game-design-jobs', null))).toContain('rel=alternate');
    expect(present(headTags('https://x.test', '/about', null))).not.toContain('rel=alternate');
  });

  it('carries structured data as the text of a JSON-LD script', () => {
    const slot = headSlots({ ...headTags('https://x.test', '/jobs/1', null), structuredData: '{"@type":"JobPosting"}' }).find(
      (s) => s.tag === 'script',
    );
    expect(slot).toMatchObject({ key: ['type', 'application/ld+json'], attrs: {}, text: '{"@type":"JobPosting"}' });
  });
});
