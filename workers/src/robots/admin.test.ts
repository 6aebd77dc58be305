import { defaultRobotsTxt, type RobotsText } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { call, errorOf } from '../../test/support/call';
import { robotsKey } from './store';
import { asAdmin } from '../../test/support/seo-admin';

afterEach(() => env.KV.delete(robotsKey));

const put = (text: string) => asAdmin('/api/admin/robots', { method: 'PUT', body: { text } });
const served = async () => (await call('/robots.txt')).text();

describe('the robots.txt manager', () => {
  it('answers the default text, marked as the default, while none is stored', async () => {
    const res = await asAdmin('/api/admin/robots');
    expect(res.status).toBe(200);
    expect(await res.json<RobotsText>()).toEqual({ text: defaultRobotsTxt(env.PUBLIC_ORIGIN), isDefault: true });
  });

  it('stores the saved text, which /robots.txt serves at once', async () => {
    const text = 'User-agent: *\nDisallow: /private/\n';
    const res = await put(text);
    expect(res.status).toBe(200);
    expect(await res.json<RobotsText>()).toEqual({ text, isDefault: false });
    expect(await (await asAdmin('/api/admin/robots')).json<RobotsText>()).toEqual({ text, isDefault: false });
    expect(await served()).toBe(text);
  });

  it('takes exactly 64 KB of text and refuses one character more with 400, keeping what was stored', async () => {
    const limit = 'a'.repeat(65_536);
    expect((await put(limit)).status).toBe(200);
    const res = await put(`${limit}a`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain('robots.txt may be at most 64 KB');
    expect(await env.KV.get(robotsKey)).toBe(limit);
  });

  it('goes back to the default when an empty text is saved', async () => {
    await put('User-agent: *\nDisallow: /\n');
    expect(await (await put('')).json<RobotsText>()).toEqual({ text: defaultRobotsTxt(env.PUBLIC_ORIGIN), isDefault: true });
    expect(await served()).toBe(defaultRobotsTxt(env.PUBLIC_ORIGIN));
  });
});
