import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { finishedRun } from '../../test/support/job-index';
import { maxAgeOf } from './max-age';

const now = Date.parse('2026-11-24T10:00:00.000Z');

async function scheduled(at: string): Promise<void> {
  await env.DB.prepare("INSERT INTO blog_posts (id, title, slug, status, scheduled_for) VALUES (?, 'Soon', ?, 'scheduled', ?)")
    .bind(crypto.randomUUID(), `soon-${crypto.randomUUID()}`, at)
    .run();
}


beforeEach(async () => {
  await env.DB.prepare('DELETE FROM blog_posts').run();
  await finishedRun(new Date(now));
});

describe('how long page HTML may be cached', () => {
  it('is the configured time for the blog when no post is waiting, and for every other page', async () => {
    await scheduled('2026-11-24T10:01:30.000Z');
    expect(await maxAgeOf(env, 'jobs', now)).toBe(600);
    await env.DB.prepare('DELETE FROM blog_posts').run();
    expect(await maxAgeOf(env, 'blog', now)).toBe(600);
  });

  it('ends for the blog when the next scheduled post is due', async () => {
    await scheduled('2026-11-24T10:01:30.000Z');
    await scheduled('2026-11-24T11:00:00.000Z');
    expect(await maxAgeOf(env, 'blog', now)).toBe(90);
  });

  it('is PAGE_CACHE_TTL_SECONDS, 0 included (not cached, the blog too), and the default when the value is not a whole number', async () => {
    await scheduled('2026-11-24T10:01:30.000Z');
    expect(await maxAgeOf({ ...env, PAGE_CACHE_TTL_SECONDS: '120' }, 'jobs', now)).toBe(120);
    expect(await maxAgeOf({ ...env, PAGE_CACHE_TTL_SECONDS: '0' }, 'jobs', now)).toBe(0);
    expect(await maxAgeOf({ ...env, PAGE_CACHE_TTL_SECONDS: '0' }, 'blog', now)).toBe(0);
    expect(await maxAgeOf({ ...env, PAGE_CACHE_TTL_SECONDS: 'soon' }, 'jobs', now)).toBe(600);
    expect(await maxAgeOf({ ...env, PAGE_CACHE_TTL_SECONDS: '-5' }, 'jobs', now)).toBe(600);
  });

  it('is 0 for the jobs pages until the job index has finished a run, whose lists are empty till then', async () => {
    await env.DB.prepare(`DELETE FROM ingest_runs WHERE status = 'done'`).run();
    await env.DB.prepare(`INSERT INTO ingest_runs (status, started_at) VALUES ('running', ?1)`).bind(new Date(now).toISOString()).run();
    expect(await maxAgeOf(env, 'jobs', now)).toBe(0);
    expect(await maxAgeOf(env, 'blog', now)).toBe(600);
    await finishedRun(new Date(now));
    expect(await maxAgeOf(env, 'jobs', now)).toBe(600);
  });

  it('ignores posts already due and posts due after the configured time', async () => {
    await scheduled('2026-11-24T09:59:00.000Z');
    await scheduled('2026-11-24T12:00:00.000Z');
    expect(await maxAgeOf(env, 'blog', now)).toBe(600);
  });
});
