import { describe, expect, it } from 'vitest';
import { email, useSandbox, uuid, type ResendError } from './test/support';

const sandbox = useSandbox();

describe('sending one email', () => {
  it('answers 200 with a uuid id, as Resend does', async () => {
    const res = await sandbox.post('/emails', 're_test', email());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { id: string };
    expect(Object.keys(body)).toEqual(['id']);
    expect(body.id).toMatch(uuid);
  });

  it('keeps the message and lists it with its fields', async () => {
    const before = Date.now();
    const unsubscribe = { 'List-Unsubscribe': '<https://example.com/u/abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    const sent = email('Ada <Ada@Example.com>', { headers: unsubscribe, reply_to: 'help@example.com' });
    const { id } = (await (await sandbox.post('/emails', 're_test', sent)).json()) as { id: string };
    const [message, ...rest] = await sandbox.messages();
    expect(rest).toEqual([]);
    expect(message).toEqual({
      id,
      from: 'Remote Design Jobs <alerts@remotedesignjobs.example>',
      to: ['Ada <Ada@Example.com>'],
      cc: [],
      bcc: [],
      reply_to: ['help@example.com'],
      subject: 'New design jobs for you',
      html: '<p>Three new jobs.</p>',
      text: 'Three new jobs.',
      headers: unsubscribe,
      created_at: expect.any(String),
      bounced: false,
    });
    expect(Date.parse(message!.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes a text-only or an HTML-only email, the missing part listed as null', async () => {
    await sandbox.post('/emails', 're_test', email('a@example.com', { html: undefined }));
    await sandbox.post('/emails', 're_test', email('b@example.com', { text: undefined }));
    const [textOnly, htmlOnly] = await sandbox.messages();
    expect([textOnly!.html, textOnly!.text]).toEqual([null, 'Three new jobs.']);
    expect([htmlOnly!.html, htmlOnly!.text]).toEqual(['<p>Three new jobs.</p>', null]);
  });

  it('answers the retrieve-email call with the message and its last event', async () => {
    const { id } = (await (await sandbox.post('/emails', 're_test', email(['a@example.com', 'b@example.com']))).json()) as { id: string };
    const res = await fetch(sandbox.url(`/emails/${id}`), { headers: { authorization: 'Bearer re_test' } });
    expect(await res.json()).toMatchObject({ object: 'email', id, to: ['a@example.com', 'b@example.com'], cc: null, last_event: 'delivered' });
    const unknown = await fetch(sandbox.url('/emails/4ef9a417-02e9-4d39-ad75-9611e0fcc33c'), { headers: { authorization: 'Bearer re_test' } });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ResendError).name).toBe('not_found');
  });
});

describe('the message list', () => {
  it('lists messages oldest first, newest last', async () => {
    for (const subject of ['first', 'second', 'third']) await sandbox.post('/emails', 're_test', email(undefined, { subject }));
    expect((await sandbox.messages()).map((m) => m.subject)).toEqual(['first', 'second', 'third']);
  });

  it('filters by recipient with ?to=, whatever the case and with or without a name', async () => {
    await sandbox.post('/emails', 're_test', email('Ada <ada@example.com>', { subject: 'to ada' }));
    await sandbox.post('/emails', 're_test', email(['grace@example.com', 'ADA@example.com'], { subject: 'to both' }));
    await sandbox.post('/emails', 're_test', email('grace@example.com', { subject: 'to grace' }));
    expect((await sandbox.messages('ada@example.com')).map((m) => m.subject)).toEqual(['to ada', 'to both']);
    expect((await sandbox.messages('Grace <GRACE@example.com>')).map((m) => m.subject)).toEqual(['to both', 'to grace']);
    expect(await sandbox.messages('nobody@example.com')).toEqual([]);
  });

  it('forgets every message on DELETE /api/messages', async () => {
    await sandbox.post('/emails', 're_test', email());
    await sandbox.post('/emails', 're_test', email());
    const res = await fetch(sandbox.url('/api/messages'), { method: 'DELETE' });
    expect(await res.json()).toEqual({ deleted: 2 });
    expect(await sandbox.messages()).toEqual([]);
  });
});

describe('sending a batch', () => {
  it('answers {data: [{id}, …]} in the order sent and keeps each email', async () => {
    const batch = ['a', 'b', 'c'].map((name) => email(`${name}@example.com`, { subject: `for ${name}` }));
    const res = await sandbox.post('/emails/batch', 're_test', batch);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: string }[] };
    expect(data).toHaveLength(3);
    const messages = await sandbox.messages();
    expect(messages.map((m) => m.id)).toEqual(data.map((d) => d.id));
    expect(messages.map((m) => m.subject)).toEqual(['for a', 'for b', 'for c']);
    expect(data.every((d) => uuid.test(d.id))).toBe(true);
  });

  it('takes 100 emails in one batch', async () => {
    const batch = Array.from({ length: 100 }, (_, i) => email(`reader${i}@example.com`));
    const { data } = (await (await sandbox.post('/emails/batch', 're_test', batch)).json()) as { data: unknown[] };
    expect(data).toHaveLength(100);
    expect(await sandbox.messages()).toHaveLength(100);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the same key and body with the first id, and sends nothing new', async () => {
    const headers = { 'idempotency-key': 'alert-42/2026-11-25' };
    const first = await (await sandbox.post('/emails', 're_test', email(), headers)).json();
    const again = await (await sandbox.post('/emails', 're_test', email(), headers)).json();
    expect(again).toEqual(first);
    expect(await sandbox.messages()).toHaveLength(1);
  });

  it('refuses the same key with another body (409) and a key over 256 characters (400)', async () => {
    await sandbox.post('/emails/batch', 're_test', [email()], { 'idempotency-key': 'batch-1' });
    const other = await sandbox.post('/emails/batch', 're_test', [email('b@example.com')], { 'idempotency-key': 'batch-1' });
    expect(other.status).toBe(409);
    expect(((await other.json()) as ResendError).name).toBe('invalid_idempotent_request');
    const long = await sandbox.post('/emails', 're_test', email(), { 'idempotency-key': 'k'.repeat(257) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as ResendError).name).toBe('invalid_idempotency_key');
    expect(await sandbox.messages()).toHaveLength(1);
  });
});

describe('what tests can see from outside', () => {
  it('counts the sends each key made, refused ones included', async () => {
    const key = `stats-${Date.now()}`;
    expect(await sandbox.stats(key)).toBe(0);
    await sandbox.post('/emails', key, email());
    await sandbox.post('/emails/batch', key, [email(), email()]);
    await sandbox.post('/emails', key, { from: 'a@example.com' });
    expect(await sandbox.stats(key)).toBe(3);
  });

  it('accepts any key, even one named like an object property', async () => {
    for (const key of ['constructor', '__proto__', 'toString']) {
      expect((await sandbox.post('/emails', key, email())).status).toBe(200);
      expect(await sandbox.stats(key)).toBe(1);
    }
  });
});
