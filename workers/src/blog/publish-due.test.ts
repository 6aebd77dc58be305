import { blogMessages } from '@rdj/shared';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, errorOf } from '../../test/support/call';
import worker from '../index';
import { cacheAsServed, stillCached } from '../../test/support/page-cache';
import { asAdmin, created, inHours, makeDue, postOf, validPost } from '../../test/support/blog-admin';

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM blog_posts').run();
});

/** Fires the cron trigger at the worker's default export, as Cloudflare does every minute. */
async function runCron(): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '* * * * *', scheduledTime: new Date() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function row(id: string) {
  return env.DB.prepare('SELECT status, scheduled_for, published_at, updated_at FROM blog_posts WHERE id = ?').bind(id).first();
}

describe('the cron trigger', () => {
  it('publishes the scheduled posts that are due, dated when they were scheduled for, and no other', async () => {
    const due = await created({ title: 'Due now', status: 'scheduled', scheduledFor: inHours(1) });
    const dueAt = new Date(Date.now() - 5 * 60_000).toISOString();
    await makeDue(due.id, dueAt);
    const later = await created({ title: 'Later', status: 'scheduled', scheduledFor: inHours(1) });
    const draft = await created({ title: 'Draft' });
    const published = await created({ title: 'Out already', status: 'published' });
    const untouched = await Promise.all([later, draft, published].map((p) => row(p.id)));

    await runCron();

    const after = await postOf(await asAdmin(`/posts/${due.id}`));
    expect(after).toMatchObject({ status: 'published', publishedAt: dueAt, scheduledFor: null });
    expect(after.updatedAt > due.updatedAt).toBe(true);
    expect(await Promise.all([later, draft, published].map((p) => row(p.id)))).toEqual(untouched);
  });

  it('changes nothing on a run with nothing due', async () => {
    const due = await created({ title: 'Once only', status: 'scheduled', scheduledFor: inHours(1) });
    await makeDue(due.id);
    await runCron();
    const once = await row(due.id);
    await runCron();
    expect(await row(due.id)).toEqual(once);
  });

  it('forgets the cached /blog and the published post\'s page, with the bar and without it', async () => {
    const due = await created({ title: 'Fresh news', status: 'scheduled', scheduledFor: inHours(1) });
    await makeDue(due.id);
    await cacheAsServed(['/blog', '/blog/fresh-news', '/blog/other-news', '/about']);

    await runCron();

    expect(await stillCached(['/blog', '/blog/fresh-news', '/blog/other-news', '/about'])).toEqual(['/blog/other-news', '/about']);
    expect((await call('/api/blog/posts/fresh-news')).status).toBe(200);
  });

  it('moves the post\'s version on, so an editor still holding the scheduled post gets a 409, not an overwrite', async () => {
    const due = await created({ title: 'Edited elsewhere', status: 'scheduled', scheduledFor: inHours(1) });
    await makeDue(due.id);
    await runCron();
    const res = await asAdmin(`/posts/${due.id}`, {
      method: 'PUT',
      body: { post: validPost({ title: 'Edited elsewhere', status: 'scheduled', scheduledFor: inHours(2) }), expectedUpdatedAt: due.updatedAt },
    });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'conflict', message: blogMessages.staleSave });
  });
});
