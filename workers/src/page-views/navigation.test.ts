import { env } from 'cloudflare:workers';
import { viewCountedTiming } from '@rdj/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { finishedRun } from '../../test/support/job-index';

/** What a browser sends when it navigates to a page it shows at once. */
const navigation = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', Accept: 'text/html' };

/** Today's count of `path`. */
async function viewsOf(path: string): Promise<number> {
  const day = new Date().toISOString().slice(0, 10);
  return (await env.DB.prepare('SELECT count FROM page_views WHERE path = ? AND day = ?').bind(path, day).first<number>('count')) ?? 0;
}

/** The page at `path` asked with `headers`, once the work it left (its view count) is done. */
const page = (path: string, headers: Record<string, string>) => call(path, { headers: { 'CF-Connecting-IP': '192.0.2.40', ...headers }, env: {} });

beforeAll(async () => {
  // The jobs pages are cached once the index has finished a run: the second ask of a page below is a cache hit.
  await finishedRun();
});

describe('a page view counted with the page’s own request', () => {
  it('counts a browser’s navigation to a page, rendered or from the cache, and says so in Server-Timing', async () => {
    const before = await viewsOf('/about');
    const first = await page('/about', navigation);
    const again = await page('/about', navigation);
    expect(first.status).toBe(200);
    expect(again.headers.get('X-Page-Cache')).toBe('hit');
    expect([first, again].map((res) => res.headers.get('Server-Timing'))).toEqual([viewCountedTiming, viewCountedTiming]);
    expect(await viewsOf('/about')).toBe(before + 2);
  });

  it.each([
    ['a prefetch', { ...navigation, 'Sec-Purpose': 'prefetch' }],
    ['a prerender', { ...navigation, 'Sec-Purpose': 'prefetch;prerender' }],
    ['an older prefetch', { ...navigation, Purpose: 'prefetch' }],
    ['a script’s or a crawler’s request', { Accept: 'text/html' }],
  ])('counts nothing for %s, which the page counts once it is shown, and says nothing', async (_, headers) => {
    const before = await viewsOf('/terms');
    const res = await page('/terms', headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('Server-Timing')).toBeNull();
    expect(await viewsOf('/terms')).toBe(before);
  });

  it('counts neither a page that does not exist nor an admin page', async () => {
    for (const path of ['/no-such-page', '/admin/seo']) {
      const res = await page(path, navigation);
      expect(res.headers.get('Server-Timing')).toBeNull();
      expect(await viewsOf(path)).toBe(0);
    }
  });
});
