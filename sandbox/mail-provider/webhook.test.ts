import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMailProvider, type MailProvider } from './server';
import { email } from './test/support';
import { listen, readBody, type Listening } from '../lib/node-server';

const secret = `whsec_${randomBytes(24).toString('base64')}`;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint as the gateway's: it keeps what it receives and answers `status`. */
async function receiver() {
  const received: Received[] = [];
  let status = 200;
  const server = createServer(async (req, res) => {
    received.push({ headers: req.headers, body: (await readBody(req, 1024 * 1024)) ?? '' });
    res.writeHead(status).end();
  });
  const listening: Listening = await listen(server, 0);
  return {
    url: `${listening.url}/api/mail/events`,
    received,
    answer: (code: number) => void (status = code),
    close: () => listening.close(),
  };
}

/** Svix's check, written here apart from the sandbox's code: the signature the endpoint must accept. */
function verifies({ headers, body }: Received): boolean {
  const id = headers['svix-id'] as string;
  const timestamp = headers['svix-timestamp'] as string;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return (headers['svix-signature'] as string).split(' ').includes(`v1,${expected}`);
}

const send = (mail: MailProvider, path: string, key: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${mail.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...headers },
    body: JSON.stringify(body),
  });

const webhookStats = async (mail: MailProvider) => (await (await fetch(`${mail.url}/__webhooks`)).json()) as { delivered: number; failed: number };

/** Waits until the sandbox has delivered or failed `count` webhooks in all. */
async function settled(mail: MailProvider, count: number) {
  await vi.waitFor(async () => {
    const { delivered, failed } = await webhookStats(mail);
    expect(delivered + failed).toBe(count);
  });
}

let endpoint: Awaited<ReturnType<typeof receiver>>;
let mail: MailProvider | undefined;

beforeAll(async () => {
  endpoint = await receiver();
});
afterAll(() => endpoint.close());
afterEach(async () => {
  await mail?.close();
  mail = undefined;
  endpoint.received.length = 0;
  endpoint.answer(200);
  vi.restoreAllMocks();
});

describe('the email.bounced webhook', () => {
  it('reports a fault-bounce mail as Resend does: the event in its shape, signed with Svix headers', async () => {
    mail = await startMailProvider({ webhook: { url: endpoint.url, secret, delayMs: 0 } });
    const before = Math.floor(Date.now() / 1000);
    const { id } = (await (await send(mail, '/emails', 'fault-bounce', email('Gone <gone@example.com>'))).json()) as { id: string };
    await settled(mail, 1);
    expect(endpoint.received).toHaveLength(1);
    const [event] = endpoint.received;
    expect(event!.headers['content-type']).toBe('application/json');
    expect(event!.headers['svix-id']).toMatch(/^msg_[A-Za-z0-9_-]+$/);
    expect(Number(event!.headers['svix-timestamp'])).toBeGreaterThanOrEqual(before);
    expect(Number(event!.headers['svix-timestamp'])).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(verifies(event!)).toBe(true);
    const [message] = (await (await fetch(`${mail.url}/api/messages`)).json()) as { created_at: string }[];
    expect(JSON.parse(event!.body)).toEqual({
      type: 'email.bounced',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: {
        email_id: id,
        created_at: message!.created_at,
        from: 'Remote Design Jobs <alerts@remotedesignjobs.example>',
        to: ['Gone <gone@example.com>'],
        subject: 'New design jobs for you',
        bounce: { type: 'Permanent', subType: 'General', message: expect.any(String) },
      },
    });
    expect(await webhookStats(mail)).toEqual({ delivered: 1, failed: 0 });
  });

  it('a signature made with another secret does not verify, so the check above means something', async () => {
    mail = await startMailProvider({ webhook: { url: endpoint.url, secret: `whsec_${randomBytes(24).toString('base64')}`, delayMs: 0 } });
    await send(mail, '/emails', 'fault-bounce', email());
    await settled(mail, 1);
    expect(verifies(endpoint.received[0]!)).toBe(false);
  });

  it('reports each email of a bounced batch, each event with its own svix-id', async () => {
    mail = await startMailProvider({ webhook: { url: endpoint.url, secret, delayMs: 0 } });
    const res = await send(mail, '/emails/batch', 'fault-bounce', [email('a@example.com'), email('b@example.com')]);
    const { data } = (await res.json()) as { data: { id: string }[] };
    await settled(mail, 2);
    const events = endpoint.received.map((r) => JSON.parse(r.body) as { data: { email_id: string; to: string[] } });
    expect(events.map((e) => e.data.email_id).sort()).toEqual(data.map((d) => d.id).sort());
    expect(events.map((e) => e.data.to[0]).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(new Set(endpoint.received.map((r) => r.headers['svix-id'])).size).toBe(2);
    expect(endpoint.received.every(verifies)).toBe(true);
  });

  it('reports nothing for a delivered mail, a refused one or an idempotent replay', async () => {
    mail = await startMailProvider({ webhook: { url: endpoint.url, secret, delayMs: 0 } });
    await send(mail, '/emails', 're_test', email());
    await send(mail, '/emails', 'fault-bounce', email(undefined, { to: undefined }));
    const once = { 'idempotency-key': 'bounce-once' };
    await send(mail, '/emails', 'fault-bounce', email('gone@example.com'), once);
    await send(mail, '/emails', 'fault-bounce', email('gone@example.com'), once);
    await settled(mail, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(endpoint.received).toHaveLength(1);
  });

  it('sends the event after the send was answered, delayMs later', async () => {
    mail = await startMailProvider({ webhook: { url: endpoint.url, secret, delayMs: 300 } });
    const started = Date.now();
    expect((await send(mail, '/emails', 'fault-bounce', email())).status).toBe(200);
    expect(endpoint.received).toHaveLength(0);
    await settled(mail, 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('logs and counts an endpoint that refuses the event, and keeps answering', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mail = await startMailProvider({ webhook: { url: endpoint.url, secret, delayMs: 0 } });
    endpoint.answer(400);
    await send(mail, '/emails', 'fault-bounce', email());
    await settled(mail, 1);
    expect(await webhookStats(mail)).toEqual({ delivered: 0, failed: 1 });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/email\.bounced webhook .* failed: answered 400/));
    expect((await send(mail, '/emails', 're_test', email())).status).toBe(200);
  });

  it('logs and counts an endpoint that is not there, and keeps answering', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const gone = await receiver();
    await gone.close();
    mail = await startMailProvider({ webhook: { url: gone.url, secret, delayMs: 0 } });
    await send(mail, '/emails', 'fault-bounce', email());
    await settled(mail, 1);
    expect(await webhookStats(mail)).toEqual({ delivered: 0, failed: 1 });
    expect(logged).toHaveBeenCalledOnce();
    expect((await fetch(`${mail.url}/api/messages`)).status).toBe(200);
  });

  it('close() drops the events still waiting: nothing arrives after it', async () => {
    const closing = await startMailProvider({ webhook: { url: endpoint.url, secret, delayMs: 200 } });
    await send(closing, '/emails', 'fault-bounce', email());
    await closing.close();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(endpoint.received).toHaveLength(0);
  });

  it('refuses to start with a secret that is not whsec_ and base64, or a url that is not http(s)', async () => {
    await expect(startMailProvider({ webhook: { url: endpoint.url, secret: 'not-a-secret' } })).rejects.toThrow(/whsec_/);
    await expect(startMailProvider({ webhook: { url: endpoint.url, secret: 'whsec_' } })).rejects.toThrow(/whsec_/);
    await expect(startMailProvider({ webhook: { url: 'ftp://127.0.0.1/x', secret } })).rejects.toThrow(/http/);
  });

  it('without the webhook option, a bounce is only marked, and /__webhooks counts nothing', async () => {
    mail = await startMailProvider();
    await send(mail, '/emails', 'fault-bounce', email());
    expect(await webhookStats(mail)).toEqual({ delivered: 0, failed: 0 });
  });
});
