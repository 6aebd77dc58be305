import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { robotsKey } from './store';

afterEach(async () => {
  await env.KV.delete(robotsKey);
});

describe('GET /robots.txt', () => {
  it('serves the default rules with the sitemap at the configured public origin as plain text', async () => {
    const res = await call('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${env.PUBLIC_ORIGIN}/sitemap.xml\n`,
    );
  });

  it('serves the stored robots text instead of the default', async () => {
    await env.KV.put(robotsKey, 'User-agent: *\nDisallow: /\n');
    expect(await (await call('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n');
  });
});
