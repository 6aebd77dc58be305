import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';

function seoOf(path: string): Promise<Response> {
  return call(`/api/seo?path=${encodeURIComponent(path)}`);
}

describe('GET /api/seo', () => {
  it('merges a stored row over the page defaults', async () => {
    await env.DB.prepare("INSERT INTO seo_settings (path, title, keywords) VALUES ('/post-job', 'Hire a designer today', 'hire, designers')").run();
    const res = await seoOf('/post-job');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      title: 'Hire a designer today',
      description: 'Post a remote design job and reach designers looking for remote work.',
      keywords: 'hire, designers',
      canonical: `${env.PUBLIC_ORIGIN}/post-job`,
      robots: null,
      feed: null,
      structuredData: null,
      ogType: 'website',
      image: null,
    });
  });

  it('answers the defaults of a page with no stored row, the ui-ux alias pointing at the ux-ui page', async () => {
    const tags = await (await seoOf('/remote-ui-ux-design-jobs')).json();
    expect(tags).toMatchObject({
      title: 'Remote UX/UI Design Jobs | Remote Design Jobs',
      canonical: `${env.PUBLIC_ORIGIN}/remote-ux-ui-design-jobs`,
      robots: null,
      feed: `${env.PUBLIC_ORIGIN}/feeds/ux-ui-design.xml`,
    });
  });

  it('marks a page stored as noindex', async () => {
    await env.DB.prepare("INSERT INTO seo_settings (path, noindex) VALUES ('/privacy', 1)").run();
    expect(await (await seoOf('/privacy')).json()).toMatchObject({ robots: 'noindex, nofollow' });
  });

  it.each(['/redirect', '/thank-you', '/admin/seo'])('marks %s noindex by route', async (path) => {
    expect(await (await seoOf(path)).json()).toMatchObject({ robots: 'noindex, nofollow' });
  });

  it('answers the not-found head for a path no page lives at', async () => {
    expect(await (await seoOf('/no-such-page')).json()).toMatchObject({
      title: 'Page not found | Remote Design Jobs',
      robots: 'noindex, nofollow',
    });
  });

  it('refuses a missing or relative path with a 400 naming path', async () => {
    for (const res of [await call('/api/seo'), await seoOf('about')]) {
      expect(res.status).toBe(400);
      const body = await res.json<{ error: { code: string; message: string } }>();
      expect(body.error.message).toMatch(/^path: /);
    }
  });
});
