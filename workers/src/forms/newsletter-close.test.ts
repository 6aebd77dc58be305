import { describe, expect, it } from 'vitest';
import { call, origin } from '../../test/support/call';

const closed = 'rdj_newsletter_closed=1';

function close(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return call('/newsletter/close', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function page(path: string, cookie?: string): Promise<string> {
  const res = await call(path, cookie ? { headers: { Cookie: cookie } } : undefined);
  expect(res.status).toBe(200);
  return res.text();
}

const hasBar = (html: string) => html.includes('aria-label="Close newsletter"');

describe('POST /newsletter/close, the newsletter bar’s × without JavaScript', () => {
  it('remembers the choice in a first-party cookie for a year and goes back to the page with its query, 303', async () => {
    const res = await close({ back: '/remote-ux-ui-design-jobs?q=figma&page=2' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/remote-ux-ui-design-jobs?q=figma&page=2');
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toBe(`${closed}; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('marks the cookie Secure on the public https origin', async () => {
    const res = await call('https://remotedesignjobs.test/newsletter/close', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://remotedesignjobs.test' },
      body: 'back=%2Fabout',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Set-Cookie')).toMatch(/; Secure$/);
  });

  it.each(['//evil.example/x', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)', ''])(
    'goes home for a back address %j that would leave the site',
    async (back) => {
      const res = await close({ back });
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe('/');
    },
  );

  it('refuses a post from another site with 403 and sets nothing', async () => {
    const res = await close({ back: '/about' }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });
});

describe('pages for a visitor who closed the newsletter bar', () => {
  it('arrive without the bar, while other visitors keep it, each from a cached copy of its own', async () => {
    for (let round = 0; round < 2; round++) {
      expect(hasBar(await page('/about'))).toBe(true);
      expect(hasBar(await page('/about', `other=1; ${closed}`))).toBe(false);
      expect(hasBar(await page('/remote-game-design-jobs', closed))).toBe(false);
      expect(hasBar(await page('/remote-game-design-jobs'))).toBe(true);
    }
  });

  it('keep the bar for any other value of the cookie', async () => {
    expect(hasBar(await page('/about', 'rdj_newsletter_closed=0'))).toBe(true);
  });
});
