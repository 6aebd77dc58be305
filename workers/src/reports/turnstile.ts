import type { JobReportWidget } from '@rdj/shared';
import { turnstileTimeoutMs } from '../http/config';
import { logFailure } from '../http/log';

/**
 * The one Turnstile client (docs/pages.md#reporting-a-job): Cloudflare's siteverify at TURNSTILE_SITEVERIFY_URL with
 * the secret TURNSTILE_SECRET_KEY, form-encoded. It sends the secret and the widget's token only: no `remoteip`, so
 * no visitor's address leaves the worker (the visitor's browser met Cloudflare itself when the widget ran).
 */

/** The report form's widget: the public site key and the widget script, or null when Turnstile is not configured. */
export function turnstileWidget(env: Env): JobReportWidget | null {
  if (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET_KEY || !env.TURNSTILE_SCRIPT_URL) return null;
  return { siteKey: env.TURNSTILE_SITE_KEY, scriptUrl: env.TURNSTILE_SCRIPT_URL };
}

/**
 * What siteverify says of `token`: `passed`, `failed` (Cloudflare refused it: forged, spent or expired), or
 * `unchecked` (no secret is set, or siteverify could not be asked or answered oddly: the report is kept unverified).
 */
export async function verifyTurnstile(env: Env, token: string): Promise<'passed' | 'failed' | 'unchecked'> {
  if (!env.TURNSTILE_SECRET_KEY || !env.TURNSTILE_SITEVERIFY_URL) return 'unchecked';
  try {
    const res = await fetch(env.TURNSTILE_SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: env.TURNSTILE_SECRET_KEY, response: token }).toString(),
      signal: AbortSignal.timeout(turnstileTimeoutMs(env)),
    });
    const body = await res.json<{ success?: unknown; 'error-codes'?: unknown }>().catch(() => null);
    if (!res.ok || !body || typeof body.success !== 'boolean') {
      logFailure({ kind: 'turnstile_bad_answer', route: 'siteverify', status: res.status });
      return 'unchecked';
    }
    if (body.success) return 'passed';
    const codes = Array.isArray(body['error-codes']) ? body['error-codes'] : [];
    // A secret Cloudflare does not know is our fault, not the visitor's: kept, unverified, and logged.
    if (codes.some((code) => code === 'missing-input-secret' || code === 'invalid-input-secret')) {
      logFailure({ kind: 'turnstile_secret_refused', route: 'siteverify', status: res.status });
      return 'unchecked';
    }
    return 'failed';
  } catch {
    logFailure({ kind: 'turnstile_unreachable', route: 'siteverify' });
    return 'unchecked';
  }
}
