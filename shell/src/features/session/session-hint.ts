import { cookieValue, sessionHintCookie } from '@rdj/shared';

/** Whether the sign-in left its hint cookie: without it no session exists, so there is nothing to ask the server. */
export function mayHaveSession(cookies = document.cookie): boolean {
  return cookieValue(cookies, sessionHintCookie) === '1';
}
