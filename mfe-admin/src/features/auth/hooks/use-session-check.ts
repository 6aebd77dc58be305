import { useEffect, useState } from 'react';
import { hasSession } from '../api/session';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out' | 'unknown';

/** Checks the session when mounted; `retry` checks again after an outage left the answer unknown. */
export function useSessionCheck(): { status: SessionStatus; retry: () => void } {
  const [status, setStatus] = useState<SessionStatus>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setStatus('checking');
    hasSession().then(
      (signedIn) => current && setStatus(signedIn ? 'signed-in' : 'signed-out'),
      () => current && setStatus('unknown'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return { status, retry: () => setAttempt((n) => n + 1) };
}
