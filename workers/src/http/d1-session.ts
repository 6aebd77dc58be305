/**
 * D1's Sessions API for every request (docs/data.md#read-replicas): a visitor's reads go to the nearest read
 * replica, a client that wrote reads its own writes, and what the edge caches is read at the primary. A request
 * starts its session from the client's bookmark (the cookie `rdj_d1`, set after a write); else a visitor's API read
 * (from the internet: `CF-Connecting-IP`) starts at any replica ('first-unconstrained'), and anything else at the
 * primary ('first-primary'): a page, and a remote's API call for the page it renders, are what the page cache
 * keeps, and a replica behind a purge would put the old page back for its whole time to live. Every query of the
 * request runs in its session, so the request is sequentially consistent. A request that wrote (any method but GET
 * and HEAD, answered below 400) or came with a bookmark hands back its session's latest: the client's next request,
 * an admin reading the list they just saved, reads at least what it wrote.
 */
import { cookieIsSecure, readBookmarkCookie, readBookmarkSeconds } from '@rdj/shared';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** What a D1 bookmark looks like (hex groups and dashes); anything else in the cookie is ignored. */
const bookmarkShape = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){0,7}$/i;

/**
 * `db` with its reads and batches in one session, begun at `start` when the request first asks D1 (a request that
 * never does begins none); `exec` (migrations, never a request's) and `withSession` stay the database's own. The
 * gateway's code reads and writes through `prepare` and `batch` alone.
 */
function inSession(db: D1Database, start: () => D1DatabaseSession): { db: D1Database; bookmark: () => string | null } {
  let session: D1DatabaseSession | null = null;
  const current = () => (session ??= start());
  return {
    db: {
      prepare: (query: string) => current().prepare(query),
      batch: <T = unknown>(statements: D1PreparedStatement[]) => current().batch<T>(statements),
      exec: (query: string) => db.exec(query),
      withSession: (constraintOrBookmark?: string) => db.withSession(constraintOrBookmark),
      dump: () => db.dump(),
    },
    bookmark: () => session?.getBookmark() ?? null,
  };
}

/** Where the request's session starts: the client's bookmark, else a replica for a visitor's API read, else the primary. */
function startOf(c: Context<{ Bindings: Env }>): { start: () => D1DatabaseSession; bookmarked: boolean } {
  const db = c.env.DB;
  const visitorRead = c.req.header('CF-Connecting-IP') !== undefined && c.req.path.startsWith('/api/');
  const constraint = visitorRead ? 'first-unconstrained' : 'first-primary';
  const bookmark = getCookie(c, readBookmarkCookie);
  if (!bookmark || !bookmarkShape.test(bookmark)) return { start: () => db.withSession(constraint), bookmarked: false };
  const start = () => {
    try {
      return db.withSession(bookmark);
    } catch {
      // A bookmark D1 does not take (made up, or from another database) reads as a client without one.
      return db.withSession(constraint);
    }
  };
  return { start, bookmarked: true };
}

export const d1Sessions: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const { start, bookmarked } = startOf(c);
  const reads = inSession(c.env.DB, start);
  c.env = { ...c.env, DB: reads.db };
  await next();
  // A refused request changed nothing the client must read again (a failed sign-in gets no cookie at all).
  const wrote = c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400;
  const latest = reads.bookmark();
  if ((wrote || bookmarked) && latest) {
    // An answer straight from a binding has immutable headers: a copy takes the cookie.
    c.res = new Response(c.res.body, c.res);
    setCookie(c, readBookmarkCookie, latest, { path: '/', httpOnly: true, sameSite: 'Lax', secure: cookieIsSecure(c.req.url), maxAge: readBookmarkSeconds });
  }
};
