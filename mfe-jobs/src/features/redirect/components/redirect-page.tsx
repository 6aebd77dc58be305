import '../redirect.css';
import { Island } from '@rdj/shared/islands';
import type { RedirectTarget } from '@rdj/shared';
import { AdSlot } from './ad-slot';
import { InvalidLink } from './invalid-link';
import { RedirectCountdown } from './redirect-countdown';
import { UnsignedLink } from './unsigned-link';

/**
 * `/redirect?url=…&sig=…`: the interstitial between View Job and the apply page (docs/pages.md, the redirect page),
 * rendered whole at the edge. It leaves by itself only for a url the board signed: the countdown is an island
 * (`load`), and the head's refresh leaves after the same 3 seconds without JavaScript. An unsigned or altered url is
 * shown for the visitor to follow or not; anything but an absolute http(s) url (`javascript:`, `data:`, `//host`,
 * relative, malformed) is said to lead nowhere, with the way home. An address without a url never gets here: the
 * edge sends it home.
 */
export function RedirectPage({ target, signed }: { target: RedirectTarget | null; signed: boolean }) {
  return (
    <section className="container jobs-section jobs-redirect">
      <AdSlot />
      <div className="card stack jobs-redirect-card">
        {!target ? (
          <InvalidLink />
        ) : signed ? (
          <>
            <h1>Redirecting you to the job posting...</h1>
            <Island name="jobs:countdown" when="load" component={RedirectCountdown} props={{ url: target.href }} />
          </>
        ) : (
          <UnsignedLink href={target.href} />
        )}
      </div>
    </section>
  );
}
