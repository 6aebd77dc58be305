import '../redirect.css';
import { redirectTarget, type RedirectTarget } from '@rdj/shared';
import { Navigate, useSearchParams } from '@rdj/router';
import { useRedirectCheck } from '../hooks/use-redirect-check';
import { AdSlot } from './ad-slot';
import { InvalidLink } from './invalid-link';
import { RedirectCountdown } from './redirect-countdown';
import { UnsignedLink } from './unsigned-link';

/** Counts down only once the worker confirmed the signature; until then a short neutral line, no countdown. */
function RedirectStep({ target }: { target: RedirectTarget }) {
  const state = useRedirectCheck(target);
  if (state === 'checking') {
    return (
      <p role="status" className="muted">
        Checking the link...
      </p>
    );
  }
  if (state === 'unsigned') return <UnsignedLink href={target.href} />;
  return (
    <>
      <h1>Redirecting you to the job posting...</h1>
      <RedirectCountdown url={target.href} />
    </>
  );
}

/**
 * `/redirect?url=…&sig=…`: the interstitial between View Job and the apply page. It navigates by itself only to a url
 * the board signed; an unsigned or altered one is shown for the visitor to follow or not. Anything but an absolute
 * http(s) url (`javascript:`, `data:`, `//host`, relative, malformed) is said to lead nowhere, with the way home.
 * Every state renders at the edge as the browser renders it (docs/pages.md, the redirect page). Without a url it goes
 * home: the edge answers that address with a redirect, and the browser does the same if it ever gets there itself.
 */
export function RedirectPage() {
  const [query] = useSearchParams();
  const target = redirectTarget(query);
  if (!query.get('url')) return <Navigate to="/" replace />;
  return (
    <section className="container jobs-section jobs-redirect">
      <AdSlot />
      <div className="card stack jobs-redirect-card">
        {target ? <RedirectStep key={`${target.url}\n${target.sig}`} target={target} /> : <InvalidLink />}
      </div>
    </section>
  );
}
