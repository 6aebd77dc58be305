import { describe, expect, it } from 'vitest';
import { postInput } from './admin-contracts';
import { publishState, scheduleProblem, submitLabels } from './status';

const now = new Date('2026-11-24T10:00:00.000Z');

describe('post status transitions', () => {
  it('records the publish time when a draft is published', () => {
    expect(publishState({ status: 'published', scheduledFor: null }, null, now)).toEqual({
      status: 'published',
      scheduledFor: null,
      publishedAt: '2026-11-24T10:00:00.000Z',
    });
  });

  it('keeps the first publish time when a published post is saved again', () => {
    const previous = { status: 'published' as const, scheduledFor: null, publishedAt: '2026-01-01T00:00:00.000Z' };
    expect(publishState({ status: 'published', scheduledFor: null }, previous, now).publishedAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('keeps the chosen time of a scheduled post, normalised to UTC, with no publish time yet', () => {
    expect(publishState({ status: 'scheduled', scheduledFor: '2026-12-01T09:30:00+01:00' }, null, now)).toEqual({
      status: 'scheduled',
      scheduledFor: '2026-12-01T08:30:00.000Z',
      publishedAt: null,
    });
  });

  it('empties the schedule and the publish time when a post goes back to draft', () => {
    const previous = { status: 'scheduled' as const, scheduledFor: '2026-12-01T08:30:00.000Z', publishedAt: null };
    expect(publishState({ status: 'draft', scheduledFor: '2026-12-01T08:30:00.000Z' }, previous, now)).toEqual({
      status: 'draft',
      scheduledFor: null,
      publishedAt: null,
    });
  });

  it('asks for a time, then for a future time, only when scheduling', () => {
    expect(scheduleProblem('scheduled', null, now)).toBe('Please select a date and time for scheduling');
    expect(scheduleProblem('scheduled', '2026-11-24T10:00:00.000Z', now)).toBe('Schedule time must be in the future');
    expect(scheduleProblem('scheduled', '2026-11-24T10:00:01.000Z', now)).toBeNull();
    expect(scheduleProblem('draft', null, now)).toBeNull();
    expect(scheduleProblem('published', '2020-01-01T00:00:00.000Z', now)).toBeNull();
  });

  it('labels the submit button by status', () => {
    expect(submitLabels).toEqual({ draft: 'Save Draft', published: 'Publish Now', scheduled: 'Schedule Post' });
  });
});

describe('the post form contract', () => {
  it('lets a draft be saved with only a title', () => {
    const draft = postInput.parse({ title: '  Hello  ' });
    expect(draft).toMatchObject({ title: 'Hello', status: 'draft', addToSitemap: true, tags: [], readTime: null });
  });

  it('needs a featured image and a read time to publish, and a time to schedule', () => {
    const published = postInput.safeParse({ title: 'Hello', status: 'published' });
    expect(published.success).toBe(false);
    expect(published.error?.issues.map((i) => i.path.join('.'))).toEqual(['featuredImageUrl', 'readTime']);
    const scheduled = postInput.safeParse({ title: 'Hello', status: 'scheduled', featuredImageUrl: '/blog-images/a.jpg', readTime: 4 });
    expect(scheduled.error?.issues.map((i) => i.message)).toEqual(['Please select a date and time for scheduling']);
  });

  it('takes a canonical only as an http(s) URL, and an image only from our store or http(s)', () => {
    expect(postInput.safeParse({ title: 'a', canonical: 'javascript:alert(1)' }).success).toBe(false);
    expect(postInput.safeParse({ title: 'a', canonical: 'https://example.com/x' }).success).toBe(true);
    expect(postInput.safeParse({ title: 'a', featuredImageUrl: 'data:image/png;base64,AAAA' }).success).toBe(false);
    expect(postInput.safeParse({ title: 'a', featuredImageUrl: '/blog-images/x.png' }).success).toBe(true);
  });

  it('refuses a title that is only spaces', () => {
    expect(postInput.safeParse({ title: '   ' }).success).toBe(false);
  });
});
