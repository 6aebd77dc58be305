/**
 * The gateway's secrets (workers/src/secrets.d.ts) and what the deploy does for each that is not set yet
 * (docs/deploy.md#secrets): a signing key is made here; a provider's key is taken from the environment, or asked
 * for when someone is at the terminal, else left unset and named, with what stays off without it.
 */
import { randomBytes } from 'node:crypto';

export interface Secret {
  name: string;
  /** Made by the deploy: a random key nobody has to know. */
  generated?: boolean;
  /** What the board does without it. */
  without: string;
}

export const secrets: readonly Secret[] = [
  { name: 'REDIRECT_SIGNING_KEY', generated: true, without: 'links to jobs go out unsigned and the redirect page only shows them' },
  { name: 'ALERT_SIGNING_KEY', generated: true, without: 'alert sign-ups answer 503 and postings are stored without their employers’ mails' },
  { name: 'JOBS_API_URL', without: 'no ingest run can read the job provider: the lists hold only postings' },
  { name: 'JOBS_API_KEY', without: 'no ingest run can read the job provider: the lists hold only postings' },
  { name: 'AI_API_KEY', without: 'the AI writing assistant answers 503 ai_not_configured' },
  { name: 'MAIL_API_KEY', without: 'alert sign-ups answer 503 mail_not_configured and postings go unmailed' },
  { name: 'MAIL_WEBHOOK_SECRET', without: 'the mail provider’s bounce reports are refused, so a bouncing alert is never paused' },
  { name: 'SMOKE_SIGNING_KEY', without: 'no canary can be smoke-tested: the gateway passes no version overrides on to the remotes' },
  { name: 'REPORT_HASH_KEY', generated: true, without: 'job reports answer 503 reports_not_configured' },
  { name: 'TURNSTILE_SECRET_KEY', without: 'the job report form shows no Turnstile check: every report is kept unverified, and none hides a job' },
  { name: 'CACHE_PURGE_TOKEN', without: 'a change purges the cached pages of the data center that made it only; elsewhere they leave at their time to live' },
  { name: 'GOOGLE_INDEXING_SERVICE_ACCOUNT', without: 'Google’s Indexing API is told of no posting’s change: Google learns of them from the sitemap' },
  { name: 'INDEXNOW_KEY', without: 'IndexNow is told of no changed page and /<key>.txt is not served: Bing and the others learn of them from the sitemap' },
];

/** A signing key: 32 random bytes, base64. */
const signingKey = () => randomBytes(32).toString('base64');

interface SecretsPlan {
  /** The values to set now, by name. */
  values: Record<string, string>;
  /** The ones left unset, each with what stays off. */
  missing: Secret[];
}

/**
 * For each secret not in `set`: a made key, the environment's value, or `ask`'s answer (null when nobody can be
 * asked, or the answer is empty).
 */
export async function planSecrets(set: ReadonlySet<string>, env: NodeJS.ProcessEnv, ask: (secret: Secret) => Promise<string | null>): Promise<SecretsPlan> {
  const values: Record<string, string> = {};
  const missing: Secret[] = [];
  for (const secret of secrets.filter((s) => !set.has(s.name))) {
    const value = secret.generated ? signingKey() : env[secret.name] || (await ask(secret));
    if (value) values[secret.name] = value;
    else missing.push(secret);
  }
  return { values, missing };
}
