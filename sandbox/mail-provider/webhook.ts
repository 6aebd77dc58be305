/**
 * The bounce report a real Resend sends: not in the send's answer but later, as an `email.bounced` event POSTed to
 * the webhook endpoint registered with it, signed as Svix signs (Resend's webhooks go through Svix):
 *   svix-id         `msg_<random>`, the same on every try of one event
 *   svix-timestamp  unix seconds
 *   svix-signature  `v1,<base64 HMAC-SHA256 of "${svix-id}.${svix-timestamp}.${body}">`, keyed with the bytes the
 *                   secret's base64 part (after `whsec_`) decodes to
 *
 * The sandbox sends one event per message sent with the `fault-bounce` key, `delayMs` after the send was answered
 * (a real bounce comes after the answer, and the sender has stored the email's id by then). It tries once: a failed
 * POST (no answer, or one that is not 2xx) is logged and counted in `stats()`, never thrown.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Message } from './store';

export interface WebhookOptions {
  /** The endpoint, e.g. the gateway's `http://127.0.0.1:8787/api/mail/events`. */
  url: string;
  /** The signing secret, `whsec_<base64>`, as Resend shows it for the endpoint. */
  secret: string;
  /** How long after the send's answer the event goes; 1000 ms unless said. */
  delayMs?: number;
}

/** How the webhook fared: events the endpoint took (2xx), and those it did not (logged). */
interface WebhookStats {
  delivered: number;
  failed: number;
}

/** A call that takes longer is given up and counted as failed. */
const timeoutMs = 10_000;

/** The key bytes of a `whsec_<base64>` secret; throws for anything else, so a wrong secret fails at start. */
function webhookKey(secret: string): Buffer {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
  const key = match ? Buffer.from(match[1]!, 'base64') : Buffer.alloc(0);
  if (key.length === 0) throw new Error('the webhook secret must be whsec_ followed by base64, as Resend gives it');
  return key;
}

/** The `svix-signature` header's value for one body. */
function svixSignature(key: Buffer, id: string, timestamp: string, body: string): string {
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** Resend's `email.bounced` event for a message. */
function bouncedEvent(message: Message, now = new Date()) {
  return {
    type: 'email.bounced',
    created_at: now.toISOString(),
    data: {
      email_id: message.id,
      created_at: message.created_at,
      from: message.from,
      to: message.to,
      subject: message.subject,
      bounce: {
        type: 'Permanent',
        subType: 'General',
        message: "The recipient's mail server permanently rejected the email (sandbox: sent with the fault-bounce key).",
      },
    },
  };
}

/** Sends the bounce events of one sandbox; `close()` drops those waiting and aborts those under way. */
export class WebhookSender {
  private readonly key: Buffer;
  private readonly url: URL;
  private readonly delayMs: number;
  private readonly pending = new Set<{ timer?: NodeJS.Timeout; controller: AbortController }>();
  private readonly counts: WebhookStats = { delivered: 0, failed: 0 };

  constructor({ url, secret, delayMs = 1000 }: WebhookOptions) {
    this.key = webhookKey(secret);
    this.url = new URL(url);
    if (!/^https?:$/.test(this.url.protocol)) throw new Error(`the webhook url must be http(s): ${url}`);
    this.delayMs = delayMs;
  }

  bounced(message: Message): void {
    const job: { timer?: NodeJS.Timeout; controller: AbortController } = { controller: new AbortController() };
    this.pending.add(job);
    job.timer = setTimeout(() => {
      void this.post(message, job.controller.signal).finally(() => this.pending.delete(job));
    }, this.delayMs);
  }

  stats(): WebhookStats {
    return { ...this.counts };
  }

  close(): void {
    for (const job of this.pending) {
      clearTimeout(job.timer);
      job.controller.abort();
    }
    this.pending.clear();
  }

  private async post(message: Message, closed: AbortSignal): Promise<void> {
    const id = `msg_${randomBytes(18).toString('base64url')}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const body = JSON.stringify(bouncedEvent(message));
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'svix-id': id,
          'svix-timestamp': timestamp,
          'svix-signature': svixSignature(this.key, id, timestamp, body),
        },
        body,
        signal: AbortSignal.any([closed, AbortSignal.timeout(timeoutMs)]),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`answered ${res.status}`);
      this.counts.delivered++;
    } catch (error) {
      if (closed.aborted) return;
      this.counts.failed++;
      const { message: reason, cause } = error as Error & { cause?: Error };
      const why = cause?.message ? `${reason} (${cause.message})` : reason;
      console.error(`mail provider sandbox: the email.bounced webhook for ${message.id} to ${this.url.href} failed: ${why}`);
    }
  }
}
