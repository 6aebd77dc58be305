import { mailTimeoutMs } from '../http/config';

/**
 * The one mail client (docs/alerts.md#the-mail): Resend's HTTP API, `POST {MAIL_API_URL}/emails` with the key
 * MAIL_API_KEY as a bearer token. `fetch` only: a Worker cannot open SMTP connections, and no SDK is needed.
 */
export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * A send that did not go through. `permanent`: the provider refused this message (an address it will not take), so
 * trying again cannot help; else it may pass later, after `retryAfterSeconds` when the provider said so.
 * `rateLimited`: the provider's rate limit (429), which says nothing about the alert.
 */
export class MailError extends Error {
  override name = 'MailError';
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterSeconds: number | null = null,
    readonly rateLimited = false,
  ) {
    super(message);
  }
}

/** Whether the worker can send at all: the key is set. Without it sign-ups answer 503 (alerts/signup.ts). */
export function mailConfigured(env: Env): boolean {
  return Boolean(env.MAIL_API_KEY);
}

async function errorOf(res: Response): Promise<MailError> {
  const body = await res.json<{ message?: unknown }>().catch(() => null);
  const said = typeof body?.message === 'string' ? `: ${body.message.slice(0, 200)}` : '';
  if (res.status === 429) {
    const wait = Number(res.headers.get('retry-after'));
    return new MailError(`The mail provider is rate limiting (429)${said}`, false, Number.isFinite(wait) && wait > 0 ? wait : null, true);
  }
  if (res.status === 401 || res.status === 403) return new MailError(`The mail provider refused the key (${res.status})${said}`, false);
  if (res.status >= 500) return new MailError(`The mail provider failed (${res.status})${said}`, false);
  return new MailError(`The mail provider refused the message (${res.status})${said}`, true);
}

/**
 * Sends one mail; answers the provider's id. `idempotencyKey` makes a retry of the same mail (after a timeout, or a
 * worker that died before it recorded the send) a no-op at the provider: Resend keeps keys for 24 hours.
 */
export async function sendMail(env: Env, mail: Mail, idempotencyKey: string): Promise<{ id: string }> {
  if (!env.MAIL_API_KEY) throw new MailError('MAIL_API_KEY is not set', false);
  let res: Response;
  try {
    res = await fetch(`${env.MAIL_API_URL.replace(/\/+$/, '')}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${env.MAIL_API_KEY}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({ from: env.MAIL_FROM, to: [mail.to], subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers }),
      signal: AbortSignal.timeout(mailTimeoutMs(env)),
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new MailError(timedOut ? 'The mail provider did not answer in time' : 'The mail provider could not be reached', false);
  }
  if (!res.ok) throw await errorOf(res);
  const body = await res.json<{ id?: unknown }>().catch(() => null);
  if (typeof body?.id !== 'string') throw new MailError('The mail provider answered without an id', false);
  return { id: body.id };
}
