import { defaultRobotsTxt, fixedPagePaths, type PageSeoRow, type SeoPageSettings } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { call, errorOf } from '../../test/support/call';
import { robotsKey } from '../robots/store';
import { asAdmin, card, seoState } from '../../test/support/seo-admin';

afterEach(async () => {
  await env.KV.delete(robotsKey);
  await env.DB.prepare('DELETE FROM seo_settings').run();
  await env.DB.prepare('DELETE FROM page_seo').run();
});

const save = (body: unknown) => asAdmin('/api/admin/seo/pages', { method: 'PUT', body });
const pages = async () => (await (await asAdmin('/api/admin/seo/pages')).json<{ pages: SeoPageSettings[] }>()).pages;
const robotsTxt = async () => (await call('/robots.txt')).text();
const titleOf = async (path: string) => (await (await call(path)).text()).match(/<title>(.*?)<\/title>/)?.[1];

describe('the SEO manager cards', () => {
  it('lists the 17 fixed pages in order, empty where nothing is stored and with what is stored elsewhere', async () => {
    await env.DB.prepare(
      "INSERT INTO seo_settings (path, title, description, keywords, canonical, noindex, updated_at) VALUES ('/terms', 'Terms', 'The rules.', 'terms', 'https://x.io/terms', 1, '2026-03-01T10:00:00.000Z'), ('/not-managed', 'x', 'y', 'z', '', 0, '2026-03-01T10:00:00.000Z')",
    ).run();
    const listed = await pages();
    expect(listed.map((p) => p.path)).toEqual(fixedPagePaths);
    expect(listed).toHaveLength(17);
    expect(listed.find((p) => p.path === '/terms')).toEqual({
      path: '/terms', title: 'Terms', description: 'The rules.', keywords: 'terms', canonical: 'https://x.io/terms', noindex: true, updatedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(listed.find((p) => p.path === '/about')).toEqual({ path: '/about', title: '', description: '', keywords: '', canonical: '', noindex: false, updatedAt: null });
  });

  it('saves a card as a new row, then updates that same row', async () => {
    const first = await save(card('/privacy', { title: 'Privacy first' }));
    expect(first.status).toBe(200);
    const { page } = await first.json<{ page: SeoPageSettings }>();
    expect(page).toMatchObject({ path: '/privacy', title: 'Privacy first', description: 'A description', keywords: 'remote, design', canonical: '', noindex: false });
    expect(page.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    await save(card('/privacy', { title: 'Privacy second', canonical: 'https://x.io/privacy' }));
    const rows = (await env.DB.prepare("SELECT title, canonical FROM seo_settings WHERE path = '/privacy'").all()).results;
    expect(rows).toEqual([{ title: 'Privacy second', canonical: 'https://x.io/privacy' }]);
    expect((await pages()).find((p) => p.path === '/privacy')?.title).toBe('Privacy second');
  });

  it('refuses a path that is not one of the fixed pages, or a title over 60 characters, with 400 and stores nothing', async () => {
    const before = await seoState();
    for (const body of [card('/jobs/1'), card('/about', { title: 'x'.repeat(61) }), card('/about', { canonical: 'ftp://x.io' })]) {
      const res = await save(body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_input');
    }
    expect(await seoState()).toEqual(before);
  });

  it('adds the page’s Disallow line to robots.txt when marked noindex and removes exactly it when unmarked', async () => {
    const initial = defaultRobotsTxt(env.PUBLIC_ORIGIN);
    await save(card('/terms', { noindex: true }));
    const withLine = await env.KV.get(robotsKey);
    expect(withLine).toBe(initial.replace('Disallow: /api/\n', 'Disallow: /api/\nDisallow: /terms\n'));
    expect(await robotsTxt()).toBe(withLine);

    // Saving again with noindex still set adds nothing.
    await save(card('/terms', { noindex: true, title: 'Terms again' }));
    expect(await env.KV.get(robotsKey)).toBe(withLine);

    await save(card('/terms', { noindex: false }));
    expect(await env.KV.get(robotsKey)).toBe(initial);
    expect(await robotsTxt()).toBe(initial);
  });

  it('keeps other agents’ groups and the administrator’s own rules when the Disallow line comes and goes', async () => {
    const own = 'User-agent: Googlebot\nDisallow: /terms\n\nUser-agent: *\nDisallow: /drafts/ # mine\n';
    await env.KV.put(robotsKey, own);
    await save(card('/terms', { noindex: true }));
    expect(await env.KV.get(robotsKey)).toBe('User-agent: Googlebot\nDisallow: /terms\n\nUser-agent: *\nDisallow: /drafts/ # mine\nDisallow: /terms\n');
    await save(card('/terms', { noindex: false }));
    expect(await env.KV.get(robotsKey)).toBe(own);
  });

  it('leaves robots.txt alone when noindex did not change', async () => {
    await save(card('/about', { title: 'About the board' }));
    expect(await env.KV.get(robotsKey)).toBeNull();
  });

  it('shows the new title in the edge-rendered page on the very next request after a save', async () => {
    await save(card('/about', { title: 'About before' }));
    expect(await titleOf('/about')).toBe('About before');
    expect(await titleOf('/about')).toBe('About before');
    await save(card('/about', { title: 'About after' }));
    expect(await titleOf('/about')).toBe('About after');
  });

  it('shows the ux-ui page’s new title on its alias too on the very next request', async () => {
    await save(card('/remote-ux-ui-design-jobs', { title: 'UX before' }));
    expect(await titleOf('/remote-ui-ux-design-jobs')).toBe('UX before');
    await save(card('/remote-ux-ui-design-jobs', { title: 'UX after' }));
    expect(await titleOf('/remote-ux-ui-design-jobs')).toBe('UX after');
    expect(await titleOf('/remote-ui-ux-design-jobs')).toBe('UX after');
  });
});

describe('the older page_seo listing', () => {
  async function seed(): Promise<PageSeoRow[]> {
    await env.DB.prepare(
      "INSERT INTO page_seo (path, title, description, keywords, add_to_sitemap) VALUES ('/terms', 'Terms', 'T', 't', 1), ('/about', 'About', NULL, 'a', 0), ('/blog', 'Blog', 'B', NULL, 1)",
    ).run();
    return (await (await asAdmin('/api/admin/seo/page-seo')).json<{ rows: PageSeoRow[] }>()).rows;
  }

  it('lists the rows ordered by path', async () => {
    const rows = await seed();
    expect(rows.map((r) => r.path)).toEqual(['/about', '/blog', '/terms']);
    expect(rows[0]).toEqual({ id: expect.any(Number), path: '/about', title: 'About', description: '', keywords: 'a', addToSitemap: false });
  });

  it('saves one field and leaves the others', async () => {
    const [about] = await seed();
    const res = await asAdmin(`/api/admin/seo/page-seo/${about!.id}`, { method: 'PATCH', body: { addToSitemap: true } });
    expect(res.status).toBe(200);
    expect((await res.json<{ row: PageSeoRow }>()).row).toEqual({ ...about, addToSitemap: true });
    const titled = await asAdmin(`/api/admin/seo/page-seo/${about!.id}`, { method: 'PATCH', body: { title: 'About us' } });
    expect((await titled.json<{ row: PageSeoRow }>()).row).toEqual({ ...about, addToSitemap: true, title: 'About us' });
  });

  it('refuses two fields or an unknown field with 400 and changes nothing', async () => {
    const [about] = await seed();
    const before = await seoState();
    for (const body of [{ title: 'A', description: 'B' }, { path: '/elsewhere' }, {}]) {
      const res = await asAdmin(`/api/admin/seo/page-seo/${about!.id}`, { method: 'PATCH', body });
      expect(res.status).toBe(400);
    }
    expect(await seoState()).toEqual(before);
  });

  it('answers 404 for a row that does not exist', async () => {
    await seed();
    const res = await asAdmin('/api/admin/seo/page-seo/999999', { method: 'PATCH', body: { title: 'Nobody' } });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_found');
  });
});
