import { cookieIsSecure, sessionHintCookie } from '@rdj/shared';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { IssuedTokens } from './sessions';

export const accessCookie = 'rdj_access';
export const refreshCookie = 'rdj_refresh';

/**
 * The access cookie goes with every request (Lax, so following a link into /admin keeps the session). The refresh
 * cookie only reaches /api/auth, and only from this site (Strict).
 */
function options(c: Context, which: 'access' | 'refresh' | 'hint'): CookieOptions {
  const secure = cookieIsSecure(c.req.url);
  if (which === 'hint') return { path: '/', sameSite: 'Lax', secure };
  return which === 'access'
    ? { path: '/', httpOnly: true, sameSite: 'Lax', secure }
    : { path: '/api/auth', httpOnly: true, sameSite: 'Strict', secure };
}

export function setSessionCookies(c: Context, tokens: IssuedTokens, now: number): void {
  const seconds = (at: number) => Math.floor((at - now) / 1000);
  setCookie(c, accessCookie, tokens.accessToken, { ...options(c, 'access'), maxAge: seconds(tokens.accessExpiresAt) });
  setCookie(c, refreshCookie, tokens.refreshToken, {
    ...options(c, 'refresh'),
    maxAge: seconds(tokens.refreshExpiresAt),
  });
  // Readable by page script and secret-free: it only tells the shell a session may exist, so anonymous visitors'
  // pages never ask /api/auth/user (an answer of 401 on every page view).
  setCookie(c, sessionHintCookie, '1', { ...options(c, 'hint'), maxAge: seconds(tokens.refreshExpiresAt) });
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, accessCookie, options(c, 'access'));
  deleteCookie(c, refreshCookie, options(c, 'refresh'));
  deleteCookie(c, sessionHintCookie, options(c, 'hint'));
}

/** The access token of `Authorization: Bearer …` (API clients), else of the access cookie (the browser). */
export function accessTokenOf(c: Context): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
  return bearer?.[1] ?? (getCookie(c, accessCookie) || undefined);
}

export function refreshCookieOf(c: Context): string | undefined {
  return getCookie(c, refreshCookie) || undefined;
}
