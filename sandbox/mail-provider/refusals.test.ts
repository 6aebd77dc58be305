import { describe, expect, it } from 'vitest';
import { maxBodyBytes } from './server';
import { email, useSandbox, type ResendError } from './test/support';

const sandbox = useSandbox();

const errorOf = async (res: Response) => (await res.json()) as ResendError;

describe('requests without a key', () => {
  it('answer 401 missing_api_key in Resend\'s {statusCode, name, message} shape, and send nothing', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer ' }] as Record<string, string>[]) {
      const res = await fetch(sandbox.url('/emails'), { method: 'POST', headers, body: JSON.stringify(email()) });
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toEqual({ statusCode: 401, name: 'missing_api_key', message: expect.stringContaining('Missing API key') });
    }
    expect((await sandbox.post('/emails/batch', null, [email()])).status).toBe(401);
    expect((await fetch(sandbox.url('/emails/some-id'))).status).toBe(401);
    expect(await sandbox.messages()).toEqual([]);
  });
});

describe('emails Resend would refuse', () => {
  it.each([
    ['no from', { from: undefined }, 'Missing `from` field.'],
    ['no to', { to: undefined }, 'Missing `to` field.'],
    ['an empty to list', { to: [] }, 'Missing `to` field.'],
    ['no subject', { subject: undefined }, 'Missing `subject` field.'],
    ['neither html nor text', { html: undefined, text: undefined }, 'Missing `html` or `text` field.'],
    ['a from that is not an address', { from: 'Remote Design Jobs' }, 'Invalid `from` field.'],
    ['a to that is not an address', { to: ['ada@example.com', 'ada'] }, 'Invalid `to` field.'],
    ['more than 50 recipients', { to: Array.from({ length: 51 }, (_, i) => `r${i}@example.com`) }, 'A maximum of 50 recipients'],
    ['a cc that is not an address', { cc: 42 }, 'Invalid `cc` field.'],
    ['an html that is not a string', { html: ['<p>'] }, 'Invalid `html` field.'],
    ['headers that are not strings', { headers: { 'X-Count': 3 } }, 'Invalid `headers` field.'],
    ['a header value with a line break', { headers: { 'X-Note': 'a\r\nBcc: eve@example.com' } }, 'Invalid `headers` field.'],
  ])('answer 422 validation_error for %s', async (_, fields, message) => {
    const res = await sandbox.post('/emails', 're_test', email(undefined, fields));
    expect(res.status).toBe(422);
    const body = await errorOf(res);
    expect(body).toMatchObject({ statusCode: 422, name: 'validation_error' });
    expect(body.message).toContain(message);
    expect(await sandbox.messages()).toEqual([]);
  });

  it('answers 422 for a body that is JSON but not an object', async () => {
    for (const body of ['[]', '"hi"', 'null']) {
      const res = await sandbox.post('/emails', 're_test', body);
      expect(res.status).toBe(422);
      expect((await errorOf(res)).name).toBe('validation_error');
    }
  });

  it('answers 400 validation_error for a body that is not JSON', async () => {
    const res = await sandbox.post('/emails', 're_test', '{"from": ');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ statusCode: 400, name: 'validation_error', message: 'The request body is not valid JSON.' });
  });
});

describe('batches Resend would refuse', () => {
  it.each([
    ['an object, not an array', email(), 'must be an array'],
    ['an empty array', [], 'at least one email'],
    ['101 emails', Array.from({ length: 101 }, () => email()), 'at most 100'],
    ['one email with attachments', [email(), { ...email(), attachments: [{ filename: 'a.txt', content: 'aGk=' }] }], 'emails[1]: The `attachments` field'],
  ])('answer 422 for %s', async (_, body, message) => {
    const res = await sandbox.post('/emails/batch', 're_test', body);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toContain(message);
  });

  it('send none of a batch when one email is invalid (strict mode), and say which', async () => {
    const res = await sandbox.post('/emails/batch', 're_test', [email('a@example.com'), email('b@example.com'), email('c@example.com', { subject: '' })]);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('emails[2]: Missing `subject` field.');
    expect(await sandbox.messages()).toEqual([]);
  });
});

describe('the size cap', () => {
  it('answers 413 for a body over 1 MB and keeps nothing', async () => {
    const res = await sandbox.post('/emails', 're_test', email(undefined, { html: 'x'.repeat(maxBodyBytes) }));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ statusCode: 413, name: 'validation_error' });
    expect(await sandbox.messages()).toEqual([]);
  });

  it('takes a body just under 1 MB', async () => {
    const html = 'x'.repeat(maxBodyBytes - 1000);
    expect((await sandbox.post('/emails', 're_test', email(undefined, { html }))).status).toBe(200);
    expect((await sandbox.messages())[0]!.html).toHaveLength(html.length);
  });
});

describe('other requests', () => {
  it('answer 404 not_found on unknown paths', async () => {
    for (const path of ['/v1/emails', '/emails/a/b', '/api/messages/x', '/%E0%A4%A']) {
      const res = await fetch(sandbox.url(path));
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toMatchObject({ statusCode: 404, name: 'not_found' });
    }
  });

  it('answer 405 method_not_allowed with an allow header for another method on a known path', async () => {
    const res = await fetch(sandbox.url('/emails'), { headers: { authorization: 'Bearer re_test' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await errorOf(res)).name).toBe('method_not_allowed');
    expect((await fetch(sandbox.url('/emails/batch'))).status).toBe(405);
    expect((await fetch(sandbox.url('/api/messages'), { method: 'PUT' })).status).toBe(405);
  });

  it('never stop answering, whatever came before', async () => {
    await fetch(sandbox.url('/messages/%E0%A4%A'));
    await sandbox.post('/emails', 're_test', '\u0000\uffff');
    expect((await sandbox.post('/emails', 're_test', email())).status).toBe(200);
  });
});
