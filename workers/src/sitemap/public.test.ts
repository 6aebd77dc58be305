import { sitemapPages } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { signedInAdmin } from '../../test/support/auth';
import { expire, reviewed, submitted } from '../../test/support/postings';
import { clearStoredSitemap } from '../../test/support/sitemap';
import { storeUploaded } from './store';

afterEach(async () => {
  await clearStoredSitemap();
  await env.DB.prepare('DELETE FROM seo_settings').run();
  await env.DB.prepare('DELETE FROM blog_posts').run();
  await env.DB.prepare('DELETE FROM job_submissions').run();
});

interface Url {
  loc: string;
  lastmod?: string;
  changefreq: string;
  priority: string;
}

/** The <url> entries of a sitemap document. */
function urlsOf(xml: string): Url[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner = '']) => {
    const tag = (name: string) => inner.match(new RegExp(`<${name}>(.*?)</${name}>`))?.[1];
    return { loc: tag('loc') ?? '', lastmod: tag('lastmod'), changefreq: tag('changefreq') ?? '', priority: tag('priority') ?? '' };
  });
}

async function sitemap(): Promise<Url[]> {
  return urlsOf(await (await call('/sitemap.xml')).text());
}

async function addPost(slug: string, status: string, addToSitemap: boolean, updatedAt = '2026-04-02T09:30:00.000Z', scheduledFor: string | null = null) {
  await env.DB.prepare(
    'INSERT INTO blog_posts (id, title, slug, status, add_to_sitemap, updated_at, scheduled_for, published_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(crypto.randomUUID(), slug, slug, status, addToSitemap ? 1 : 0, updatedAt, scheduledFor, status === 'published' ? updatedAt : null, '2026-01-01T00:00:00.000Z')
    .run();
}

describe('GET /sitemap.xml', () => {
  it('lists the 16 distinct pages with their priorities and change frequencies as XML', async () => {
    const res = await call('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).not.toContain('id="root"');

    const urls = urlsOf(xml);
    expect(urls).toHaveLength(16);
    const byLoc = Object.fromEntries(urls.map((u) => [u.loc, u]));
    expect(byLoc[`${env.PUBLIC_ORIGIN}/`]).toMatchObject({ priority: '1.0', changefreq: 'daily' });
    expect(byLoc[`${env.PUBLIC_ORIGIN}/remote-ux-ui-design-jobs`]).toMatchObject({ priority: '1.0', changefreq: 'daily' });
    expect(byLoc[`${env.PUBLIC_ORIGIN}/piping-design-jobs-remote`]).toMatchObject({ priority: '1.0', changefreq: 'daily' });
    expect(byLoc[`${env.PUBLIC_ORIGIN}/about`]).toMatchObject({ priority: '0.5', changefreq: 'monthly' });
    expect(byLoc[`${env.PUBLIC_ORIGIN}/blog`]).toMatchObject({ priority: '0.5', changefreq: 'weekly' });
    for (const path of ['/post-job', '/privacy', '/terms']) {
      expect(byLoc[`${env.PUBLIC_ORIGIN}${path}`]).toMatchObject({ priority: '0.8', changefreq: 'daily' });
    }
    expect(byLoc[`${env.PUBLIC_ORIGIN}/remote-ui-ux-design-jobs`]).toBeUndefined();
    expect(urls.filter((u) => u.priority === '1.0')).toHaveLength(11);
  });

  it('leaves out a page stored as noindex', async () => {
    await env.DB.prepare("INSERT INTO seo_settings (path, noindex) VALUES ('/terms', 1), ('/about', 0)").run();
    const locs = (await sitemap()).map((u) => u.loc);
    expect(locs).toHaveLength(sitemapPages.length - 1);
    expect(locs).not.toContain(`${env.PUBLIC_ORIGIN}/terms`);
    expect(locs).toContain(`${env.PUBLIC_ORIGIN}/about`);
  });

  it('lists published posts left in the sitemap, dated by the time of their last update', async () => {
    await addPost('hiring-remote-designers', 'published', true);
    await addPost('left-out', 'published', false);
    await addPost('a-draft', 'draft', true);
    await addPost('not-yet', 'scheduled', true, '2026-04-02T09:30:00.000Z', '2999-01-01T00:00:00.000Z');
    const posts = (await sitemap()).filter((u) => u.loc.startsWith(`${env.PUBLIC_ORIGIN}/blog/`));
    expect(posts).toEqual([
      { loc: `${env.PUBLIC_ORIGIN}/blog/hiring-remote-designers`, lastmod: '2026-04-02T09:30:00Z', changefreq: 'weekly', priority: '0.5' },
    ]);
  });

  it('lists a scheduled post once it is due, dated when it went out, before the cron has published it', async () => {
    await addPost('went-out', 'scheduled', true, '2026-04-02T09:30:00.000Z', '2026-05-01T08:00:00.000Z');
    const posts = (await sitemap()).filter((u) => u.loc.startsWith(`${env.PUBLIC_ORIGIN}/blog/`));
    expect(posts).toEqual([{ loc: `${env.PUBLIC_ORIGIN}/blog/went-out`, lastmod: '2026-05-01T08:00:00Z', changefreq: 'weekly', priority: '0.5' }]);
  });

  it('lists approved, unexpired job postings, dated by their approval day', async () => {
    const { session } = await signedInAdmin('sitemap');
    const approved = await submitted();
    const { reviewedAt } = await reviewed(approved, 'approve', session.access_token);
    await submitted();
    const rejected = await submitted();
    await reviewed(rejected, 'reject', session.access_token);
    const expired = await submitted();
    await reviewed(expired, 'approve', session.access_token);
    await expire(expired);

    const jobs = (await sitemap()).filter((u) => u.loc.startsWith(`${env.PUBLIC_ORIGIN}/jobs/`));
    expect(jobs).toEqual([
      { loc: `${env.PUBLIC_ORIGIN}/jobs/${approved}`, lastmod: reviewedAt?.slice(0, 10), changefreq: 'daily', priority: '0.8' },
    ]);
  });

  it('serves a stored sitemap verbatim', async () => {
    const stored = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.io/</loc></url></urlset>\n';
    await storeUploaded(env, new TextEncoder().encode(stored));
    const res = await call('/sitemap.xml');
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(await res.text()).toBe(stored);
  });
});
