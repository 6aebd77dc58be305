import { describe, expect, it } from 'vitest';
import { startMailProvider } from './server';
import { email, useSandbox, uuid, type ResendError } from './test/support';

const sandbox = useSandbox();

const errorOf = async (res: Response) => (await res.json()) as ResendError;

describe('fault keys', () => {
  it('fault-500 answers 500 internal_server_error and keeps nothing, for one email or a batch', async () => {
    for (const [path, body] of [['/emails', email()], ['/emails/batch', [email()]]] as const) {
      const res = await sandbox.post(path, 'fault-500', body);
      expect(res.status).toBe(500);
      expect(await errorOf(res)).toEqual({ statusCode: 500, name: 'internal_server_error', message: expect.any(String) });
    }
    expect(await sandbox.messages()).toEqual([]);
  });

  it('fault-429 answers 429 rate_limit_exceeded with retry-after: 1', async () => {
    const res = await sandbox.post('/emails', 'fault-429', email());
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    expect((await errorOf(res)).name).toBe('rate_limit_exceeded');
    expect(await sandbox.messages()).toEqual([]);
  });

  it('fault-403 answers 403 invalid_api_key', async () => {
    const res = await sandbox.post('/emails', 'fault-403', email());
    expect(res.status).toBe(403);
    expect((await errorOf(res)).name).toBe('invalid_api_key');
  });

  it('faults answer before the body is checked, as the real API checks the key and the rate first', async () => {
    expect((await sandbox.post('/emails', 'fault-500', '{not json')).status).toBe(500);
    expect((await sandbox.post('/emails', 'fault-429', { subject: 'no from, no to' })).status).toBe(429);
  });

  it('fault-bounce accepts the mail and lists it as bounced; the retrieve call says bounced too', async () => {
    const res = await sandbox.post('/emails', 'fault-bounce', email('gone@example.com'));
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(uuid);
    await sandbox.post('/emails', 're_test', email('here@example.com'));
    const [bounced, delivered] = await sandbox.messages();
    expect(bounced).toMatchObject({ id, to: ['gone@example.com'], bounced: true });
    expect(delivered!.bounced).toBe(false);
    const retrieved = await fetch(sandbox.url(`/emails/${id}`), { headers: { authorization: 'Bearer re_test' } });
    expect(((await retrieved.json()) as { last_event: string }).last_event).toBe('bounced');
  });

  it('fault-bounce bounces every email of a batch, and still refuses an invalid one', async () => {
    const { data } = (await (await sandbox.post('/emails/batch', 'fault-bounce', [email('a@example.com'), email('b@example.com')])).json()) as { data: unknown[] };
    expect(data).toHaveLength(2);
    expect((await sandbox.messages()).map((m) => m.bounced)).toEqual([true, true]);
    expect((await sandbox.post('/emails', 'fault-bounce', email(undefined, { to: undefined }))).status).toBe(422);
  });

  it('counts faulted sends, so a test can see a client retry', async () => {
    const before = await sandbox.stats('fault-500');
    await sandbox.post('/emails', 'fault-500', email());
    await sandbox.post('/emails', 'fault-500', email());
    expect(await sandbox.stats('fault-500')).toBe(before + 2);
  });

  it('fault-timeout never answers, and close() still ends at once', async () => {
    const hung = await startMailProvider();
    const controller = new AbortController();
    const pending = fetch(`${hung.url}/emails`, {
      method: 'POST',
      headers: { authorization: 'Bearer fault-timeout' },
      body: JSON.stringify(email()),
      signal: controller.signal,
    });
    const outcome = await Promise.race([pending.then(() => 'answered'), new Promise((resolve) => setTimeout(resolve, 300, 'waiting'))]);
    expect(outcome).toBe('waiting');
    const started = Date.now();
    await hung.close();
    expect(Date.now() - started).toBeLessThan(1000);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
