/**
 * The purge of a zone's cache by tag (docs/caching.md#purge), as the worker calls it at run time: `POST
 * /zones/{zone}/purge_cache` with `{tags: [...]}` (1-100 tags, each 1-1024 characters) → `{result: {id: zone}}`. A
 * body with another purge (files, hosts, prefixes, purge_everything) is taken too. Purges are rate-limited per token
 * as the Free plan's are (a bucket of 25, refilled at 5 a minute): past it, 429 with `Retry-After`. A body that is
 * not JSON or names no purge answers 400 (code 1012).
 *
 * **Faults**: the token `fault-429` is always over its rate (429, `Retry-After: 1`); `fault-500` always fails (500).
 */
import { failed, ok, jsonBody, type Answer, type Asked } from './http';

/** A zone's purge as the log keeps it, for tests (`GET /__purges?zone={zone}`). */
export interface LoggedPurge {
  zone: string;
  body: unknown;
  status: number;
  at: string;
}

/** Why a purge body is refused, or null when it names one purge Cloudflare takes. */
function purgeProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'Request body is invalid.';
  const { tags } = body as { tags?: unknown };
  if (tags === undefined) return ['files', 'hosts', 'prefixes', 'purge_everything'].some((key) => key in body) ? null : 'No purge named.';
  if (!Array.isArray(tags) || tags.length < 1 || tags.length > 100) return 'tags must hold 1 to 100 tags.';
  return tags.every((tag) => typeof tag === 'string' && tag.length > 0 && tag.length <= 1024) ? null : 'Each tag is 1 to 1024 characters.';
}

/** Tokens' rate-limit buckets: what each holds, and when it was last filled. */
export class Buckets {
  private readonly held = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly size: number, private readonly perMinute: number) {}

  /** Takes one from `token`'s bucket: 0 when it had one, else the seconds until it will. */
  take(token: string, now = Date.now()): number {
    const bucket = this.held.get(token) ?? { tokens: this.size, at: now };
    const tokens = Math.min(this.size, bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute);
    if (tokens < 1) {
      this.held.set(token, { tokens, at: now });
      return Math.ceil(((1 - tokens) * 60) / this.perMinute);
    }
    this.held.set(token, { tokens: tokens - 1, at: now });
    return 0;
  }
}

/** A body over this answers 413. */
const maxBodyBytes = 64 * 1024;

/**
 * Answers a purge of `zone` by the bearer of `token` (or `refused`, the server's answer to a missing or wrong
 * token), and logs it in `log`.
 */
export function purge(asked: Asked, token: string | undefined, refused: Answer | null, buckets: Buckets, log: LoggedPurge[]): Answer {
  const zone = asked.params[0]!;
  const sent = jsonBody(asked) ?? asked.body.toString('utf8');
  const answer = (): Answer => {
    if (refused || !token) return refused ?? failed(400, 9106, 'Missing X-Auth-Key, X-Auth-Email or Authorization headers');
    if (asked.body.length > maxBodyBytes) return failed(413, 1012, 'Request body too large.');
    const problem = purgeProblem(sent);
    if (problem) return failed(400, 1012, problem);
    if (token === 'fault-500') return failed(500, 10001, 'Internal error (fault-500)');
    const wait = token === 'fault-429' ? 1 : buckets.take(token);
    if (wait > 0) return { ...failed(429, 971, 'Please wait and consider throttling your request speed'), headers: { 'retry-after': String(wait) } };
    return ok({ id: zone });
  };
  const result = answer();
  log.push({ zone, body: sent, status: result.status, at: new Date().toISOString() });
  return result;
}
