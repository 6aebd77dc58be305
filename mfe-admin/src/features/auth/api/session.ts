import type { LoginInput, Session, SessionUser } from '@rdj/shared';
import { api, ApiClientError, sessionChangedEvent } from '@rdj/shared/client';

/** Password sign-in. The tokens come only as HttpOnly cookies; the answer says when the session ends and whose it is. */
export function signIn(input: LoginInput): Promise<Session> {
  return api<Session>('/api/auth/token?grant_type=password', { method: 'POST', json: input });
}

function fetchCurrentUser(): Promise<{ user: SessionUser }> {
  return api<{ user: SessionUser }>('/api/auth/user');
}

/** The refresh token travels only in its HttpOnly cookie, so the request has no body (the server refuses one). */
function refreshSession(): Promise<Session> {
  return api<Session>('/api/auth/token?grant_type=refresh_token', { method: 'POST' });
}

async function isSignedIn(): Promise<boolean> {
  try {
    await fetchCurrentUser();
    return true;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return false;
    throw error;
  }
}

async function checkOnce(): Promise<boolean> {
  if (await isSignedIn()) return true;
  try {
    await refreshSession();
  } catch (error) {
    // Any refusal (no cookie, expired, revoked) means no session; only outages and server faults are errors.
    if (error instanceof ApiClientError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
  const signedIn = await isSignedIn();
  // The shell's header hid its admin links when the access token expired: tell it the session is back.
  if (signedIn) window.dispatchEvent(new Event(sessionChangedEvent));
  return signedIn;
}

let pending: Promise<boolean> | undefined;

/**
 * Whether the visitor holds a session, refreshing an expired access token once.
 * Concurrent callers share one check, so a refresh token is never presented twice (rotation would revoke it).
 * Rejects when the answer is unknown (network down, server error).
 */
export function hasSession(): Promise<boolean> {
  pending ??= checkOnce().finally(() => {
    pending = undefined;
  });
  return pending;
}
