import { redirectDelaySeconds } from '@rdj/shared';
import { useCallback } from 'react';
import { useCountdown } from '../hooks/use-countdown';

/** Counts 3, 2, 1 and then leaves for `url`, which must already be a checked absolute http(s) URL. */
export function RedirectCountdown({ url }: { url: string }) {
  const leave = useCallback(() => window.location.assign(url), [url]);
  const remaining = useCountdown(redirectDelaySeconds, leave);

  return (
    <>
      <p className="jobs-redirect-count" aria-live="polite" aria-atomic="true">
        <span data-testid="redirect-count">{remaining}</span>
        <span className="visually-hidden">{remaining === 1 ? ' second' : ' seconds'}</span>
      </p>
      <p className="muted">
        Not redirected? <a href={url}>click here</a>
      </p>
    </>
  );
}
