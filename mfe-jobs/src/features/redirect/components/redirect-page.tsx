import '../redirect.css';
import { safeRedirectUrl } from '@rdj/shared';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AdSlot } from './ad-slot';
import { RedirectCountdown } from './redirect-countdown';

/**
 * `/redirect?url=`: the interstitial between a job card and the apply page. Only absolute http(s) URLs are
 * followed; anything else (missing, `javascript:`, `data:`, `//host`, relative, malformed) goes home at once.
 */
export function RedirectPage() {
  const url = safeRedirectUrl(useSearchParams()[0].get('url'));
  if (!url) return <Navigate to="/" replace />;

  return (
    <section className="container jobs-section jobs-redirect">
      <AdSlot />
      <div className="card stack jobs-redirect-card">
        <h1>Redirecting you to the job posting...</h1>
        <RedirectCountdown key={url} url={url} />
      </div>
    </section>
  );
}
