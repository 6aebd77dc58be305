import { describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';

describe('/redirect, the page before a job', () => {
  it.each(['/redirect', '/redirect?url=', '/redirect?sig=' + 'A'.repeat(43), '/redirect?utm_source=x'])(
    'goes home from %s, which has no url, with nothing rendered',
    async (path) => {
      const res = await call(path, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/');
      expect(await res.text()).toBe('');
    },
  );

  it.each(['javascript:alert(1)', '/relative', 'https://'])('keeps the page that says a url of %j leads nowhere', async (url) => {
    const res = await call(`/redirect?url=${encodeURIComponent(url)}`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>jobs page at /redirect</h1>');
  });
});
