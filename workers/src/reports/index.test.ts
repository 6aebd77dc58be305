import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { uniqueClient } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { approvedPosting, formReport, report, siteverifyCalls, storedReports, widgetToken } from '../../test/support/reports';
import { hmacSign } from '../lib/hmac';
import { reportsPerHour } from './submit';

describe('POST /api/reports/jobs/{id}: a visitor reports a posting', () => {
  it('stores the report with only a keyed hash of the client, never its address', async () => {
    const id = await approvedPosting();
    const client = uniqueClient();
    const res = await report(id, { reason: 'pay', details: '  The range is not the one in the interview.  ', 'cf-turnstile-response': widgetToken() }, client);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ verified: true });
    const [stored] = await storedReports(id);
    expect(stored).toMatchObject({ reason: 'pay', details: 'The range is not the one in the interview.', verified: 1, decided_at: null });
    expect(stored!.client_hash).toBe(await hmacSign(env.REPORT_HASH_KEY!, client));
    expect(JSON.stringify(stored)).not.toContain(client);
  });

  it('sends siteverify the secret and the token only: no visitor address', async () => {
    const id = await approvedPosting();
    const token = widgetToken();
    await report(id, { reason: 'other', 'cf-turnstile-response': token }, '203.0.113.77');
    const sent = (await siteverifyCalls()).find((fields) => fields.response === token);
    expect(sent).toEqual({ response: token });
  });

  it('keeps a report sent without a token, unverified', async () => {
    const id = await approvedPosting();
    const res = await report(id, { reason: 'filled' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ verified: false });
    expect(await storedReports(id)).toMatchObject([{ reason: 'filled', verified: 0 }]);
  });

  it('refuses a token Turnstile refuses (forged or spent) with 403, storing nothing', async () => {
    const id = await approvedPosting();
    const forged = await report(id, { reason: 'scam', 'cf-turnstile-response': 'stand-in.forged.token' });
    expect(forged.status).toBe(403);
    expect((await errorOf(forged)).code).toBe('turnstile_failed');
    const token = widgetToken();
    expect((await report(id, { reason: 'scam', 'cf-turnstile-response': token })).status).toBe(201);
    expect((await report(id, { reason: 'scam', 'cf-turnstile-response': token })).status).toBe(403);
    expect(await storedReports(id)).toHaveLength(1);
  });

  it.each([
    ['no reason', { details: 'x' }, 'reason: Choose why you are reporting this job'],
    ['an unknown reason', { reason: 'boring' }, 'reason: Choose why you are reporting this job'],
    ['details over 500 characters', { reason: 'other', details: 'x'.repeat(501) }, 'details: Details must be at most 500 characters'],
    ['a field the form does not have', { reason: 'other', email: 'a@b.c' }, 'Unrecognized key: "email"'],
  ])('refuses %s with 400 invalid_input', async (_, body, message) => {
    const id = await approvedPosting();
    const res = await report(id, body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'invalid_input', message });
    expect(await storedReports(id)).toEqual([]);
  });

  it('answers 404 for a posting that is not open, or not a posting', async () => {
    expect((await report('00000000-0000-4000-8000-000000000000', { reason: 'scam' })).status).toBe(404);
    expect((await report('not-an-id', { reason: 'scam' })).status).toBe(404);
  });

  it(`refuses a client's report past ${reportsPerHour} an hour with 429 and Retry-After, while another client still reports`, async () => {
    const id = await approvedPosting();
    const client = uniqueClient();
    for (let i = 0; i < reportsPerHour; i += 1) expect((await report(id, { reason: 'other' }, client)).status).toBe(201);
    const over = await report(id, { reason: 'other' }, client);
    expect(over.status).toBe(429);
    expect((await errorOf(over)).code).toBe('rate_limited');
    expect(over.headers.get('Retry-After')).toBe('3600');
    expect((await report(id, { reason: 'other' })).status).toBe(201);
    expect(await storedReports(id)).toHaveLength(reportsPerHour + 1);
  });

  it('answers 503 reports_not_configured without the hash key, storing nothing', async () => {
    const id = await approvedPosting();
    const res = await report(id, { reason: 'scam' }, uniqueClient(), { env: { REPORT_HASH_KEY: '' } });
    expect(res.status).toBe(503);
    expect(await storedReports(id)).toEqual([]);
  });
});

describe('POST /jobs/{id}/report: the job page form without JavaScript', () => {
  it('stores the report and goes back to the page with 303, which thanks the visitor', async () => {
    const id = await approvedPosting();
    const res = await formReport(id, { reason: 'not-remote', details: 'Office in Berlin', 'cf-turnstile-response': widgetToken() });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/jobs/${id}?report=sent`);
    expect(await storedReports(id)).toMatchObject([{ reason: 'not-remote', details: 'Office in Berlin', verified: 1 }]);
  });

  it('keeps a report the form sent without a token (JavaScript off), unverified', async () => {
    const id = await approvedPosting();
    expect((await formReport(id, { reason: 'scam' })).status).toBe(303);
    expect(await storedReports(id)).toMatchObject([{ reason: 'scam', verified: 0 }]);
  });

  it('renders the page again with the message, status 400, never cached, for a report without a reason', async () => {
    const id = await approvedPosting();
    const res = await formReport(id, { details: 'kept' });
    expect(res.status).toBe(400);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.text()).toContain('Choose why you are reporting this job');
    expect(await storedReports(id)).toEqual([]);
  });

  it('renders the page again with Turnstile’s refusal, status 403', async () => {
    const id = await approvedPosting();
    const res = await formReport(id, { reason: 'scam', 'cf-turnstile-response': 'forged' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('We could not verify that this report comes from a person.');
  });
});

describe('GET /api/reports/widget', () => {
  it('answers null while no site key is set, and the site key and script once one is', async () => {
    expect(await (await call('/api/reports/widget')).json()).toBeNull();
    const res = await call('/api/reports/widget', { env: { TURNSTILE_SITE_KEY: 'site-key-1' } });
    expect(await res.json()).toEqual({ siteKey: 'site-key-1', scriptUrl: env.TURNSTILE_SCRIPT_URL });
  });
});
