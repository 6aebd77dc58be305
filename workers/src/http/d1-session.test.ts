// D1's Sessions API (docs/data.md#read-replicas): a client that wrote carries its session's bookmark, and its next
// request starts from it, so it reads its own write wherever its reads are served.
import { describe, expect, it } from 'vitest';
import { asAdmin, card } from '../../test/support/seo-admin';
import { readBookmarkCookie as bookmarkCookie } from '@rdj/shared';

/** The bookmark an answer hands back, or null. */
function bookmarkOf(res: Response): string | null {
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith(`${bookmarkCookie}=`));
  return cookie ? decodeURIComponent(cookie.slice(bookmarkCookie.length + 1).split(';')[0]!) : null;
}

const withBookmark = (bookmark: string) => ({ headers: { Cookie: `${bookmarkCookie}=${encodeURIComponent(bookmark)}` } });

describe('D1 sessions across a client’s requests', () => {
  it('hands a writer its bookmark, and its next read starts there and sees the write', async () => {
    const title = `Saved ${crypto.randomUUID().slice(0, 8)} | Remote Design Jobs`;
    const saved = await asAdmin('/api/admin/seo/pages', { method: 'PUT', body: card('/about', { title }) });
    expect(saved.status).toBe(200);
    const bookmark = bookmarkOf(saved);
    expect(bookmark).toMatch(/^[0-9a-f-]+$/i);
    expect(saved.headers.getSetCookie().find((line) => line.startsWith(`${bookmarkCookie}=`))).toMatch(/HttpOnly/i);

    const read = await asAdmin('/api/admin/seo/pages', withBookmark(bookmark!));
    expect(read.status).toBe(200);
    const { pages } = await read.json<{ pages: { path: string; title: string }[] }>();
    expect(pages.find((page) => page.path === '/about')?.title).toBe(title);
    // The session goes on from the bookmark: the one it hands back is no older (bookmarks sort by time).
    expect(bookmarkOf(read)! >= bookmark!).toBe(true);
  });

  it('hands a reader without a bookmark none', async () => {
    const res = await asAdmin('/api/admin/seo/pages');
    expect(res.status).toBe(200);
    expect(bookmarkOf(res)).toBeNull();
  });

  it('reads as a client without one when the cookie holds no bookmark D1 takes', async () => {
    for (const made of ['not a bookmark', '00000000-00000000', 'ffffffff-ffffffff-ffffffff-ffffffff', `${'a'.repeat(70)}`]) {
      const res = await asAdmin('/api/admin/seo/pages', withBookmark(made));
      expect(res.status, made).toBe(200);
    }
  });
});
