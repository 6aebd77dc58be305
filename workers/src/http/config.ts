/**
 * The worker's numeric configuration: every number it reads from its vars (`[vars]` in wrangler.toml, `--var`, or
 * `.dev.vars`) is read here, by `numberVar`, and nowhere else.
 *
 * A var that is unset, empty, not a whole number, or below its minimum counts as unset: the default is used, never a
 * NaN or a negative time. 0 is a value only where the minimum is 0 (the two cache lifetimes, where it turns that
 * cache off, see below); every timeout's minimum is 1, so 0 there means the default.
 */

/** A whole-number var, or `fallback` when it is unset, empty, not a whole number or below `min`. */
function numberVar(value: string | undefined, fallback: number, min: number): number {
  const n = value?.trim() ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= min ? n : fallback;
}

/** `JOBS_TIMEOUT_MS`: how long a job provider call may take. */
const defaultJobsTimeoutMs = 8000;
export function jobsTimeoutMs(env: Env): number {
  return numberVar(env.JOBS_TIMEOUT_MS, defaultJobsTimeoutMs, 1);
}

/**
 * `PAGE_CACHE_TTL_SECONDS`: how long a page's HTML is kept at the edge (html/max-age.ts; the blog's pages at most until
 * the next scheduled post is due). Its own var, not the job provider's TTL: the blog, the shell's pages and the job
 * pages are all cached by it, and none of them is the provider's answer. 0: pages are not cached.
 */
const defaultPageCacheTtlSeconds = 600;
export function pageCacheTtlSeconds(env: Env): number {
  return numberVar(env.PAGE_CACHE_TTL_SECONDS, defaultPageCacheTtlSeconds, 0);
}

/** `REMOTE_RENDER_BUDGET_MS`: how long a page waits for the owning remote's worker to render its part. */
const defaultRemoteRenderBudgetMs = 3000;
export function remoteRenderBudgetMs(env: Env): number {
  return numberVar(env.REMOTE_RENDER_BUDGET_MS, defaultRemoteRenderBudgetMs, 1);
}

/** docs/limits.md#ai: `AI_TIMEOUT_MS`, the AI client's timeout per attempt; 600 s when unset (the SDK's own default). */
const defaultAiTimeoutMs = 600_000;
export function aiTimeoutMs(env: Env): number {
  return numberVar(env.AI_TIMEOUT_MS, defaultAiTimeoutMs, 1);
}

/** `MAIL_TIMEOUT_MS`: how long one call to the mail provider may take (mail/client.ts). */
const defaultMailTimeoutMs = 10_000;
export function mailTimeoutMs(env: Env): number {
  return numberVar(env.MAIL_TIMEOUT_MS, defaultMailTimeoutMs, 1);
}

/** `ALERT_RETRY_BASE_SECONDS`: the first wait before a failed alert mail is tried again; it doubles each time. */
const defaultAlertRetryBaseSeconds = 60;
export function alertRetryBaseSeconds(env: Env): number {
  return numberVar(env.ALERT_RETRY_BASE_SECONDS, defaultAlertRetryBaseSeconds, 0);
}

/** `ALERT_MAX_ATTEMPTS`: tries of one alert mail before the alert pauses (docs/alerts.md#sending). */
const defaultAlertMaxAttempts = 5;
export function alertMaxAttempts(env: Env): number {
  return numberVar(env.ALERT_MAX_ATTEMPTS, defaultAlertMaxAttempts, 1);
}

/**
 * `PROVIDER_MISSED_RUNS_TO_CLOSE`: ingest runs in a row that must not find a provider job before the index closes it
 * (docs/job-index.md#ingest). More than one: a provider that leaves a job out of one answer has not closed it.
 */
const defaultProviderMissedRunsToClose = 3;
export function providerMissedRunsToClose(env: Env): number {
  return numberVar(env.PROVIDER_MISSED_RUNS_TO_CLOSE, defaultProviderMissedRunsToClose, 1);
}

/** `INGEST_MAX_PAGES`: the provider pages one ingest run reads per category at most (20 jobs each). */
const defaultIngestMaxPages = 25;
export function ingestMaxPages(env: Env): number {
  return numberVar(env.INGEST_MAX_PAGES, defaultIngestMaxPages, 1);
}

/** `TURNSTILE_TIMEOUT_MS`: how long a Turnstile siteverify call may take (reports/turnstile.ts). */
const defaultTurnstileTimeoutMs = 5000;
export function turnstileTimeoutMs(env: Env): number {
  return numberVar(env.TURNSTILE_TIMEOUT_MS, defaultTurnstileTimeoutMs, 1);
}

/** `GOOGLE_INDEXING_DAILY_QUOTA`: publish requests the Indexing API takes a day (docs/search-engines.md#google). */
const defaultGoogleDailyQuota = 200;
export function googleDailyQuota(env: Env): number {
  return numberVar(env.GOOGLE_INDEXING_DAILY_QUOTA, defaultGoogleDailyQuota, 1);
}

/**
 * `LINK_CHECK_GAP_SECONDS`: the least time between two requests of the apply-link check to one host
 * (docs/job-index.md#link-checks).
 */
const defaultLinkCheckGapSeconds = 5;
export function linkCheckGapSeconds(env: Env): number {
  return numberVar(env.LINK_CHECK_GAP_SECONDS, defaultLinkCheckGapSeconds, 1);
}

/** `LINK_CHECK_TIMEOUT_MS`: how long one request of the apply-link check waits for an answer. */
const defaultLinkCheckTimeoutMs = 10_000;
export function linkCheckTimeoutMs(env: Env): number {
  return numberVar(env.LINK_CHECK_TIMEOUT_MS, defaultLinkCheckTimeoutMs, 1);
}
