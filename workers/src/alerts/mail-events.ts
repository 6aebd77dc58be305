import { Hono } from 'hono';
import { z } from 'zod';
import { pauseAlert } from './queries';
import { ApiError } from '../http/errors';
import { jsonObjectOf, limitedBytes, maxJsonBytes, parseWith } from '../http/validate';

/** A signed event older or newer than this is refused (Svix's own tolerance), so a captured one cannot be replayed later. */
const toleranceSeconds = 5 * 60;

const mailEvent = z.object({ type: z.string().max(100), data: z.object({ email_id: z.string().max(200).optional() }).passthrough() }).passthrough();

/** Why an alert pauses for each event the provider reports about a sent mail. */
const pauseReasons: Record<string, string> = {
  'email.bounced': 'The address bounced: the mail provider reported it undeliverable',
  'email.complained': 'The recipient marked an alert mail as spam',
};

function base64Bytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
}

/** Svix's scheme, which Resend's webhooks use: HMAC-SHA256 of `{id}.{timestamp}.{body}`, base64, under `whsec_…`. */
async function isSigned(secret: string, id: string, timestamp: string, signatures: string, body: Uint8Array): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', base64Bytes(secret.replace(/^whsec_/, '')), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const signed = new Uint8Array([...new TextEncoder().encode(`${id}.${timestamp}.`), ...body]);
  for (const entry of signatures.split(' ')) {
    const [version, sig] = entry.split(',');
    if (version !== 'v1' || !sig || !/^[A-Za-z0-9+/]+=*$/.test(sig)) continue;
    if (await crypto.subtle.verify('HMAC', key, base64Bytes(sig), signed)) return true;
  }
  return false;
}

/**
 * `POST /api/mail/events`: the mail provider's webhook (docs/alerts.md#sending). A bounce or a spam complaint about a
 * mail we sent pauses the alert it was for, and the admin sees why. Anything not signed with MAIL_WEBHOOK_SECRET is
 * refused; events of other types are acknowledged and ignored.
 */
export const mailEvents = new Hono<{ Bindings: Env }>().post('/', async (c) => {
  const secret = c.env.MAIL_WEBHOOK_SECRET;
  if (!secret) throw new ApiError(503, 'webhook_not_configured', 'MAIL_WEBHOOK_SECRET is not set');
  const id = c.req.header('svix-id') ?? '';
  const timestamp = c.req.header('svix-timestamp') ?? '';
  const signatures = c.req.header('svix-signature') ?? '';
  const body = await limitedBytes(c.req.raw, maxJsonBytes);
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!id || !/^\d{1,12}$/.test(timestamp) || !(age <= toleranceSeconds) || !(await isSigned(secret, id, timestamp, signatures, body))) {
    throw new ApiError(401, 'invalid_signature', 'The webhook signature is missing, stale or wrong');
  }
  const event = parseWith(mailEvent, jsonObjectOf(new TextDecoder().decode(body)));
  const reason = pauseReasons[event.type];
  if (reason && event.data.email_id) {
    const sent = await c.env.DB.prepare('SELECT alert_id AS alertId FROM alert_mails WHERE provider_id = ?').bind(event.data.email_id).first<{ alertId: number | null }>();
    if (sent?.alertId) await pauseAlert(c.env, sent.alertId, reason);
  }
  return c.json({ ok: true as const });
});
