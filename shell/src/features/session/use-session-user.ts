import type { SessionUser } from '@rdj/shared';
import { api, sessionChangedEvent } from '@rdj/shared/client';
import { useEffect, useState } from 'react';
import { mayHaveSession } from './session-hint';

/**
 * The signed-in user, or null. Asked on mount and again whenever a sign-in or sign-out announces itself; only when
 * the session hint cookie is there, so an anonymous visitor's page makes no request that answers 401.
 */
export function useSessionUser(): SessionUser | null {
  const [user, setUser] = useState<SessionUser | null>(null);

  useEffect(() => {
    let latest = 0;
    let active = true;
    const check = () => {
      const request = ++latest;
      // Only the newest answer counts: a slow reply from before a sign-out must not bring the links back.
      const settle = (next: SessionUser | null) => active && request === latest && setUser(next);
      if (!mayHaveSession()) return settle(null);
      api<{ user: SessionUser }>('/api/auth/user').then(
        (body) => settle(body.user),
        () => settle(null),
      );
    };
    check();
    window.addEventListener(sessionChangedEvent, check);
    return () => {
      active = false;
      window.removeEventListener(sessionChangedEvent, check);
    };
  }, []);

  return user;
}
