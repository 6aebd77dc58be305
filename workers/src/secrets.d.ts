// Worker secrets are not in wrangler.toml, so `wrangler types` cannot see them (set with `wrangler secret put`,
// or in .dev.vars locally). Unset provider secrets mean the job provider answers "Job provider is not configured".
declare namespace Cloudflare {
  interface Env {
    /** Base URL of the Jooble-style job provider, e.g. https://jooble.org/api. */
    JOBS_API_URL?: string;
    /** The provider key, sent as the last path segment. Never logged or answered. */
    JOBS_API_KEY?: string;
    /**
     * Signs the /redirect links the board hands out (HMAC-SHA256). Unset: links go out unsigned and the redirect
     * page only shows them (logged once). `npm start` and the tests generate one when .dev.vars has none.
     */
    REDIRECT_SIGNING_KEY?: string;
    /** The AI provider's key (workers/src/ai/client.ts). Unset: the AI routes answer 503 ai_not_configured. */
    AI_API_KEY?: string;
    /** Resend's key for the alert mails (workers/src/mail/client.ts). Unset: alert sign-ups answer 503. */
    MAIL_API_KEY?: string;
    /**
     * Signs the links in alert and posting mails (workers/src/alerts/tokens.ts, workers/src/postings/tokens.ts).
     * Unset: alert sign-ups answer 503 and postings are stored without their employer's mails.
     */
    ALERT_SIGNING_KEY?: string;
    /** Resend's webhook signing secret (`whsec_…`): bounces reported to POST /api/mail/events are checked with it. */
    MAIL_WEBHOOK_SECRET?: string;
    /**
     * A Cloudflare API token with Cache Purge on CACHE_PURGE_ZONE_ID (workers/src/purge/zone.ts). Unset: a change
     * purges this location's cache only (docs/caching.md#purge).
     */
    CACHE_PURGE_TOKEN?: string;
    /**
     * Signs a smoke test's version overrides (workers/src/remotes/smoke.ts); `npm run remote:smoke` holds the same
     * key. Unset: no request reaches a version of a remote other than the one its key is dealt.
     */
    SMOKE_SIGNING_KEY?: string;
    /**
     * Turnstile's secret key for the report form (workers/src/reports/turnstile.ts), with the var TURNSTILE_SITE_KEY.
     * Unset: the form shows no widget and every report is kept unverified, so none hides a job.
     */
    TURNSTILE_SECRET_KEY?: string;
    /**
     * Keys the hash a job report counts its client by (HMAC-SHA256 of the client's network; no address is stored).
     * Unset: reports answer 503 reports_not_configured. `npm start` and the tests generate one when .dev.vars has none.
     */
    REPORT_HASH_KEY?: string;
    /**
     * Google's Indexing API (workers/src/search-engines/google.ts): the service account's JSON key file, whose
     * client_email and private_key sign the token request. Unset: Google is told of no change (docs/search-engines.md).
     */
    GOOGLE_INDEXING_SERVICE_ACCOUNT?: string;
    /** The site's IndexNow key, served at /<key>.txt (workers/src/search-engines/indexnow.ts). Unset: IndexNow is told nothing. */
    INDEXNOW_KEY?: string;
  }
}
