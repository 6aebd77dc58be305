import { env } from 'cloudflare:workers';
import { call } from './call';

/**
 * A call to the mail provider's webhook (`POST /api/mail/events`) signed as Resend (Svix) signs it, with
 * MAIL_WEBHOOK_SECRET unless told another; `body` as it goes on the wire.
 */
export async function signedWebhook(body: string, { secret = env.MAIL_WEBHOOK_SECRET!, timestamp = Math.floor(Date.now() / 1000) } = {}): Promise<Response> {
  const id = `msg_${crypto.randomUUID()}`;
  const raw = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (ch) => ch.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`)));
  const signature = btoa(String.fromCharCode(...mac));
  return call('/api/mail/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'svix-id': id, 'svix-timestamp': String(timestamp), 'svix-signature': `v1,${signature}` },
    body,
  });
}
