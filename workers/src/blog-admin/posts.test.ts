import { blogMessages, type AdminPost, type AdminPostRow } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, errorOf } from '../../test/support/call';
import { cacheAsServed, stillCached } from '../../test/support/page-cache';
import { asAdmin, blogState, created, inHours, postOf, validPost } from '../../test/support/blog-admin';

const isoMillis = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM blog_posts').run();
});

function save(post: AdminPost, overrides: Parameters<typeof validPost>[0] = {}, expectedUpdatedAt = post.updatedAt) {
  return asAdmin(`/posts/${post.id}`, { method: 'PUT', body: { post: validPost({ title: post.title, ...overrides }), expectedUpdatedAt } });
}

function autosave(post: AdminPost, overrides: Parameters<typeof validPost>[0] = {}, expectedUpdatedAt = post.updatedAt) {
  return asAdmin(`/posts/${post.id}/autosave`, { method: 'PUT', body: { post: validPost({ title: post.title, ...overrides }), expectedUpdatedAt } });
}

async function list(status?: string): Promise<AdminPostRow[]> {
  const res = await asAdmin(`/posts${status ? `?status=${status}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json<{ posts: AdminPostRow[] }>()).posts;
}

async function storedRow(id: string): Promise<unknown> {
  return env.DB.prepare('SELECT * FROM blog_posts WHERE id = ?').bind(id).first();
}

describe('creating a post', () => {
  it('stores a draft with a slug from its title and answers it with 201', async () => {
    const res = await asAdmin('/posts', { method: 'POST', body: validPost() });
    expect(res.status).toBe(201);
    const post = await postOf(res);
    expect(post).toMatchObject({
      slug: 'ten-portfolio-tips-for-remote-designers',
      title: 'Ten Portfolio Tips for Remote Designers',
      status: 'draft',
      publishedAt: null,
      scheduledFor: null,
      tags: ['remote-work'],
      readTime: 6,
      draftRevision: null,
    });
    expect(post.updatedAt).toMatch(isoMillis);
    expect(post.createdAt).toBe(post.updatedAt);
    expect(await postOf(await asAdmin(`/posts/${post.id}`))).toEqual(post);
  });

  it('accepts the inline editor\'s title and content alone as a draft', async () => {
    const res = await asAdmin('/posts', { method: 'POST', body: { title: 'Quick note', content: '<p>Hello</p>' } });
    expect(res.status).toBe(201);
    expect(await postOf(res)).toMatchObject({ slug: 'quick-note', status: 'draft', content: '<p>Hello</p>', excerpt: '', category: '', featuredImageUrl: null, tags: [] });
  });

  it('makes slugs unique with -2, -3…', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await created({ title: 'Same Title' })).slug);
    expect(slugs).toEqual(['same-title', 'same-title-2', 'same-title-3']);
  });

  it('gives a title without letters or digits the slug "post"', async () => {
    expect((await created({ title: '!!! ???' })).slug).toBe('post');
  });

  it('keeps a long title\'s slug within what a post address may be', async () => {
    const first = await created({ title: 'a'.repeat(200) });
    const second = await created({ title: 'a'.repeat(200) });
    expect(first.slug.length).toBeLessThanOrEqual(190);
    expect(second.slug).toBe(`${first.slug}-2`);
  });

  it('publishes at once with the publish time recorded', async () => {
    const post = await created({ status: 'published' });
    expect(post.status).toBe('published');
    expect(Date.parse(post.publishedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const res = await call(`/api/blog/posts/${post.slug}`);
    expect(res.status).toBe(200);
  });

  it('schedules for a future time, kept as an ISO time', async () => {
    const at = new Date(Date.now() + 3 * 3600_000);
    const post = await created({ status: 'scheduled', scheduledFor: at.toISOString().replace('Z', '+00:00') });
    expect(post).toMatchObject({ status: 'scheduled', scheduledFor: at.toISOString(), publishedAt: null });
  });

  it('refuses a schedule in the past with "Schedule time must be in the future" and stores nothing', async () => {
    const before = await blogState();
    const res = await asAdmin('/posts', { method: 'POST', body: validPost({ status: 'scheduled', scheduledFor: inHours(-1) }) });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'invalid_input', message: blogMessages.scheduleInPast });
    expect(await blogState()).toEqual(before);
  });

  it('refuses a schedule without a time, and a published post without its image, storing nothing', async () => {
    const before = await blogState();
    const noTime = await asAdmin('/posts', { method: 'POST', body: validPost({ status: 'scheduled', scheduledFor: null }) });
    expect(noTime.status).toBe(400);
    expect((await errorOf(noTime)).message).toContain(blogMessages.pickSchedule);
    const noImage = await asAdmin('/posts', { method: 'POST', body: validPost({ status: 'published', featuredImageUrl: null }) });
    expect(noImage.status).toBe(400);
    expect((await errorOf(noImage)).message).toContain('A featured image is required');
    const noTitle = await asAdmin('/posts', { method: 'POST', body: { title: '  ', content: '<p>x</p>' } });
    expect((await errorOf(noTitle)).message).toContain('Title is required');
    expect(await blogState()).toEqual(before);
  });
});

describe('reading posts', () => {
  it('lists posts newest change first and filters them by status', async () => {
    const draft = await created({ title: 'Draft one' });
    const published = await created({ title: 'Published one', status: 'published' });
    const scheduled = await created({ title: 'Scheduled one', status: 'scheduled', scheduledFor: inHours(2) });
    await save(draft, { title: 'Draft one, edited' });
    expect((await list()).map((p) => p.title)).toEqual(['Draft one, edited', 'Scheduled one', 'Published one']);
    expect((await list('published')).map((p) => p.id)).toEqual([published.id]);
    expect((await list('draft')).map((p) => p.id)).toEqual([draft.id]);
    expect((await list('scheduled')).map((p) => p.id)).toEqual([scheduled.id]);
    expect((await list('all')).length).toBe(3);
    expect((await list('published'))[0]).toEqual({
      id: published.id,
      slug: published.slug,
      title: 'Published one',
      category: 'Portfolio Tips',
      status: 'published',
      publishedAt: published.publishedAt,
      scheduledFor: null,
      updatedAt: published.updatedAt,
    });
  });

  it('refuses an unknown status filter with 400', async () => {
    expect((await asAdmin('/posts?status=archived')).status).toBe(400);
  });

  it('answers an unknown post with 404 "Post not found." and a malformed id with 400', async () => {
    const res = await asAdmin(`/posts/${unknownId}`);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'not_found', message: 'Post not found.' });
    expect((await asAdmin('/posts/not-a-uuid')).status).toBe(400);
  });
});

describe('saving a post', () => {
  it('applies the form and moves updatedAt on', async () => {
    const post = await created();
    const res = await save(post, { title: 'A better title', excerpt: 'New excerpt', tags: ['ui-design', 'productivity'] });
    expect(res.status).toBe(200);
    const saved = await postOf(res);
    expect(saved).toMatchObject({ title: 'A better title', excerpt: 'New excerpt', tags: ['ui-design', 'productivity'], slug: 'a-better-title' });
    expect(saved.updatedAt).toMatch(isoMillis);
    expect(saved.updatedAt > post.updatedAt).toBe(true);
  });

  it('refuses the second of two saves from the same version with 409 and keeps the first', async () => {
    const post = await created();
    const first = await save(post, { title: 'First tab' });
    expect(first.status).toBe(200);
    const afterFirst = await storedRow(post.id);
    const second = await save(post, { title: 'Second tab' });
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toEqual({ code: 'conflict', message: blogMessages.staleSave });
    expect(await storedRow(post.id)).toEqual(afterFirst);
  });

  it('lets only one of two saves sent at once from the same version through', async () => {
    const post = await created();
    const answers = await Promise.all([save(post, { title: 'Tab A' }), save(post, { title: 'Tab B' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('answers 404 for a post that is not there', async () => {
    const res = await asAdmin(`/posts/${unknownId}`, { method: 'PUT', body: { post: validPost(), expectedUpdatedAt: new Date().toISOString() } });
    expect(res.status).toBe(404);
  });

  it('refuses a schedule in the past with 400 and changes nothing', async () => {
    const post = await created();
    const before = await storedRow(post.id);
    const res = await save(post, { status: 'scheduled', scheduledFor: inHours(-0.5) });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'invalid_input', message: blogMessages.scheduleInPast });
    expect(await storedRow(post.id)).toEqual(before);
  });

  it('lets a draft\'s slug follow its title, and keeps a published post\'s slug', async () => {
    const post = await created({ title: 'Working title' });
    const renamed = await postOf(await save(post, { title: 'Final title' }));
    expect(renamed.slug).toBe('final-title');
    const published = await postOf(await save(renamed, { title: 'Final title', status: 'published' }));
    const retitled = await postOf(await save(published, { title: 'Another title', status: 'published' }));
    expect(retitled).toMatchObject({ slug: 'final-title', title: 'Another title', publishedAt: published.publishedAt });
  });

  it('does not take the slug of another post when a draft is retitled', async () => {
    await created({ title: 'Taken' });
    const post = await created({ title: 'Something else' });
    expect((await postOf(await save(post, { title: 'Taken' }))).slug).toBe('taken-2');
  });

  it('unpublishes a post back to a draft, emptying its publish time', async () => {
    const post = await created({ status: 'published' });
    const draft = await postOf(await save(post, { status: 'draft' }));
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, scheduledFor: null });
    expect((await call(`/api/blog/posts/${post.slug}`)).status).toBe(404);
  });
});

describe('autosaving a post', () => {
  it('saves a draft into the post itself and keeps it a draft', async () => {
    const post = await created();
    const res = await autosave(post, { content: '<p>Typed so far</p>', status: 'published' });
    expect(res.status).toBe(200);
    const saved = await postOf(res);
    expect(saved).toMatchObject({ status: 'draft', publishedAt: null, content: '<p>Typed so far</p>', draftRevision: null });
    expect(saved.updatedAt > post.updatedAt).toBe(true);
  });

  it('keeps a published post live as it was and stores the form as its revision', async () => {
    const post = await created({ status: 'published', content: '<p>Live text</p>' });
    const res = await autosave(post, { title: 'Retitled in progress', content: '<p>Edited text</p>', status: 'draft' });
    expect(res.status).toBe(200);
    const autosaved = await postOf(res);
    expect(autosaved).toMatchObject({ status: 'published', title: post.title, content: '<p>Live text</p>', updatedAt: post.updatedAt, publishedAt: post.publishedAt });
    expect(autosaved.draftRevision?.post).toMatchObject({ title: 'Retitled in progress', content: '<p>Edited text</p>' });
    expect(Date.parse(autosaved.draftRevision!.savedAt)).toBeGreaterThan(Date.now() - 60_000);
    const live = await call(`/api/blog/posts/${post.slug}`);
    expect((await live.json<{ post: { content: string } }>()).post.content).toBe('<p>Live text</p>');
  });

  it('keeps a scheduled post scheduled, and a later autosave replaces the revision', async () => {
    const post = await created({ status: 'scheduled', scheduledFor: inHours(4) });
    await autosave(post, { content: '<p>One</p>' });
    const second = await postOf(await autosave(post, { content: '<p>Two</p>' }));
    expect(second).toMatchObject({ status: 'scheduled', scheduledFor: post.scheduledFor, updatedAt: post.updatedAt });
    expect(second.draftRevision?.post.content).toBe('<p>Two</p>');
  });

  it('is applied, and cleared, by the next save', async () => {
    const post = await created({ status: 'published', content: '<p>Live text</p>' });
    const autosaved = await postOf(await autosave(post, { content: '<p>Revised text</p>' }));
    const saved = await postOf(await save(autosaved, { content: '<p>Revised text</p>', status: 'published' }));
    expect(saved).toMatchObject({ status: 'published', content: '<p>Revised text</p>', draftRevision: null, publishedAt: post.publishedAt });
    const live = await call(`/api/blog/posts/${post.slug}`);
    expect((await live.json<{ post: { content: string } }>()).post.content).toBe('<p>Revised text</p>');
  });

  it('refuses an autosave from a stale version with 409 and changes nothing', async () => {
    const post = await created({ status: 'published' });
    await save(post, { status: 'published', excerpt: 'Changed in another tab' });
    const before = await storedRow(post.id);
    const res = await autosave(post, { content: '<p>Stale</p>' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'conflict', message: blogMessages.staleSave });
    expect(await storedRow(post.id)).toEqual(before);
  });
});

describe('the inline editor\'s save', () => {
  it('changes the title and content only', async () => {
    const post = await created({ status: 'published' });
    const res = await asAdmin(`/posts/${post.id}/content`, { method: 'PATCH', body: { title: 'Inline title', content: '<p>Inline <em>text</em></p>', expectedUpdatedAt: post.updatedAt } });
    expect(res.status).toBe(200);
    const saved = await postOf(res);
    expect(saved).toMatchObject({ title: 'Inline title', content: '<p>Inline <em>text</em></p>', slug: post.slug, status: 'published', excerpt: post.excerpt, tags: post.tags });
    expect(saved.updatedAt > post.updatedAt).toBe(true);
  });

  it('refuses a stale version with 409 and an unknown post with 404', async () => {
    const post = await created();
    await save(post, { title: 'Moved on' });
    const before = await storedRow(post.id);
    const stale = await asAdmin(`/posts/${post.id}/content`, { method: 'PATCH', body: { title: 'Old', content: '', expectedUpdatedAt: post.updatedAt } });
    expect(stale.status).toBe(409);
    expect(await storedRow(post.id)).toEqual(before);
    const missing = await asAdmin(`/posts/${unknownId}/content`, { method: 'PATCH', body: { title: 'x', content: '', expectedUpdatedAt: post.updatedAt } });
    expect(missing.status).toBe(404);
  });
});

describe('deleting a post', () => {
  it('answers 204, then the post is gone; a second delete answers 404', async () => {
    const post = await created({ status: 'published' });
    const res = await asAdmin(`/posts/${post.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await asAdmin(`/posts/${post.id}`)).status).toBe(404);
    expect((await call(`/api/blog/posts/${post.slug}`)).status).toBe(404);
    expect((await asAdmin(`/posts/${post.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('the cached blog pages', () => {
  const cache = cacheAsServed;

  async function expectForgotten() {
    expect(await stillCached(['/blog', '/blog/cache-me'])).toEqual([]);
  }

  it('are forgotten when a post is published, edited while out, unpublished or deleted', async () => {
    const post = await created({ title: 'Cache me' });
    await cache(['/blog', '/blog/cache-me']);
    const published = await postOf(await save(post, { status: 'published' }));
    await expectForgotten();

    await cache(['/blog', '/blog/cache-me']);
    const edited = await postOf(
      await asAdmin(`/posts/${post.id}/content`, { method: 'PATCH', body: { title: 'Cache me', content: '<p>new</p>', expectedUpdatedAt: published.updatedAt } }),
    );
    await expectForgotten();

    await cache(['/blog', '/blog/cache-me']);
    const unpublished = await postOf(await save(edited, { status: 'draft' }));
    await expectForgotten();

    await save(unpublished, { status: 'published' });
    await cache(['/blog', '/blog/cache-me']);
    expect((await asAdmin(`/posts/${post.id}`, { method: 'DELETE' })).status).toBe(204);
    await expectForgotten();
  });

  it('are kept when a draft is saved', async () => {
    const post = await created({ title: 'Quiet draft' });
    await cache(['/blog']);
    expect((await save(post, { excerpt: 'still a draft' })).status).toBe(200);
    expect(await stillCached(['/blog'])).toEqual(['/blog']);
  });
});
