import { clientOf } from '../http/client';
import { ApiError } from '../http/errors';

/** Seconds a client past `POSTING_SUBMIT_LIMITER` is told to wait (its period, wrangler.toml). */
const submitRetryAfterSeconds = 60;

/**
 * Counts one posting from the client asking (docs/postings.md#review): past `POSTING_SUBMIT_LIMITER`, 429
 * rate_limited and nothing stored, on both roads. Called before the bot trap is read, so a bot is slowed down too
 * (and still gets a person's answer while under the limit).
 */
export async function limitSubmissions(env: Env, ipHeader: string | undefined): Promise<void> {
  const { success } = await env.POSTING_SUBMIT_LIMITER.limit({ key: clientOf(ipHeader) });
  if (!success) {
    throw new ApiError(429, 'rate_limited', 'Too many job postings from your network. Please try again in a minute.', submitRetryAfterSeconds);
  }
}
