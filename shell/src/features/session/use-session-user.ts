import type { SessionUser } from '@rdj/shared';
import { api, sessionChangedEvent } from '@rdj/shared/client';
import { useResource } from '@rdj/shared/loading';
import { useEffect } from 'react';
import { mayHaveSession } from './session-hint';

/** The signed-in user, or null when nobody is (no hint cookie: nothing is asked, so no answer is a 401). */
async function sessionUser(signal: AbortSignal): Promise<SessionUser | null> {
  if (!mayHaveSession()) return null;
  return (await api<{ user: SessionUser }>('/api/auth/user', { signal })).user;
}

/**
 * The signed-in user, or null, through the one loading kit (docs/architecture.md#loading-data): asked on mount and
 * again whenever a sign-in or sign-out announces itself. A newer ask aborts an older one, so a slow reply from before
 * a sign-out never brings the links back; a failure is no user.
 */
export function useSessionUser(): SessionUser | null {
  const { state, reload } = useResource(sessionUser);
  useEffect(() => {
    window.addEventListener(sessionChangedEvent, reload);
    return () => window.removeEventListener(sessionChangedEvent, reload);
  }, [reload]);
  return state.status === 'ready' ? state.data : null;
}
