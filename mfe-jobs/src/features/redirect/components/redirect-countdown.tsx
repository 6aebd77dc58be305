import { redirectDelaySeconds } from '@rdj/shared';

/** The count as the edge renders it, before the countdown script (countdown.ts) takes it over. */
export function secondsText(left: number): string {
  return left === 1 ? ' second' : ' seconds';
}

/**
 * The count 3, 2, 1 and the way out if the page stays: the markup of the countdown island, which the edge renders
 * at 3. The count itself is a script island (countdown.ts): it needs no framework. `url` is a checked absolute
 * http(s) URL.
 */
export function RedirectCountdown({ url }: { url: string }) {
  return (
    <>
      <p className="jobs-redirect-count" aria-live="polite" aria-atomic="true">
        <span data-testid="redirect-count">{redirectDelaySeconds}</span>
        <span className="visually-hidden">{secondsText(redirectDelaySeconds)}</span>
      </p>
      <p className="muted">
        Not redirected? <a href={url}>click here</a>
      </p>
    </>
  );
}
