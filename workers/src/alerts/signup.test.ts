import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { uniqueClient, uniqueEmail } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { alertsOf, inbox, linkIn, mailsTo, signup, subscribe, queueSettled, queueTestTimeout } from '../../test/support/alerts';

describe('signing up for a job alert', { timeout: queueTestTimeout }, () => {
  it('stores a pending alert and sends one confirmation mail with HTML and text parts and the RFC 8058 headers', async () => {
    const body = signup({ category: 'ux-ui-design', q: 'Figma', frequency: 'daily', employment: ['Contract'], experience: ['senior'] });
    const res = await subscribe(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await alertsOf(body.email)).toMatchObject([{ status: 'pending', frequency: 'daily', category: 'ux-ui-design' }]);

    const [mail] = await mailsTo(body.email, 1);
    expect(mail!.subject).toBe('Confirm your job alert');
    expect(mail!.text).toContain('UX/UI Design jobs matching “Figma” (Contract, Senior Level), once a day');
    expect(mail!.html).toContain('Confirm alert');
    const unsubscribe = linkIn(mail!, '/alerts/unsubscribe');
    expect(mail!.headers['List-Unsubscribe']).toBe(`<${env.PUBLIC_ORIGIN}/alerts/unsubscribe?token=${encodeURIComponent(unsubscribe.token)}>`);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('puts a signed token in every link, never the address', async () => {
    const body = signup();
    await subscribe(body);
    const [mail] = await mailsTo(body.email, 1);
    const links = [...`${mail!.text} ${mail!.html}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) {
      expect(decodeURIComponent(link)).not.toContain(body.email);
      expect(new URL(link.replace(/&amp;/g, '&')).searchParams.get('token')).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    }
  });

  it('answers a new, a pending and a confirmed address the same', async () => {
    const email = uniqueEmail('same');
    const answers = [];
    for (let i = 0; i < 2; i++) {
      const res = await subscribe(signup({ email }));
      answers.push({ status: res.status, body: await res.text() });
    }
    await env.DB.prepare("UPDATE job_alerts SET status = 'confirmed' WHERE email = ?").bind(email).run();
    const res = await subscribe(signup({ email }));
    answers.push({ status: res.status, body: await res.text() });
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await alertsOf(email)).toHaveLength(1);
  });

  it('sends at most one confirmation mail to an address in 10 minutes, whatever it signs up for', async () => {
    const email = uniqueEmail('flood');
    for (const category of ['graphic-design', 'ux-ui-design', 'graphic-design']) expect((await subscribe(signup({ email, category }))).status).toBe(200);
    await mailsTo(email, 1);
        await queueSettled();
    expect(await inbox(email)).toHaveLength(1);
    expect(await alertsOf(email)).toHaveLength(2);
  });

  it('sends a confirmation mail again once 10 minutes have passed', async () => {
    const body = signup();
    await subscribe(body);
    await mailsTo(body.email, 1);
    await env.DB.prepare("UPDATE job_alerts SET confirm_mail_at = '2000-01-01T00:00:00.000Z' WHERE email = ?").bind(body.email).run();
    await subscribe(body);
    expect(await mailsTo(body.email, 2)).toHaveLength(2);
  });

  it('never changes a confirmed alert from the sign-up form', async () => {
    const body = signup({ frequency: 'weekly' });
    await subscribe(body);
    await env.DB.prepare("UPDATE job_alerts SET status = 'confirmed' WHERE email = ?").bind(body.email).run();
    await subscribe({ ...body, frequency: 'instant' });
    expect(await alertsOf(body.email)).toMatchObject([{ frequency: 'weekly', status: 'confirmed' }]);
  });

  it('limits sign-ups per client: the 11th in a minute is 429 with Retry-After and stores nothing', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 10; i++) expect((await subscribe(signup(), client)).status).toBe(200);
    const body = signup();
    const res = await subscribe(body, client);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect((await errorOf(res)).code).toBe('rate_limited');
    expect(await alertsOf(body.email)).toEqual([]);
    expect((await subscribe(signup())).status).toBe(200);
  });

  it('answers a filled bot field like a person and stores nothing', async () => {
    const body = signup({ botField: 'http://spam.example' });
    const res = await subscribe(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await alertsOf(body.email)).toEqual([]);
  });

  it.each([
    [{ email: 'not-an-address' }, 'email'],
    [{ frequency: 'hourly' }, 'frequency'],
    [{ category: 'knitting' }, 'category'],
    [{ employment: ['Forever'] }, 'employment'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ unsubscribeEveryone: true }, 'unsubscribeEveryone'],
  ])('refuses %j with a 400 naming the field and stores nothing', async (change, field) => {
    const body = { ...signup(), ...change };
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain(field);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM job_alerts WHERE email = ?').bind(String(body.email)).first('n')).toBe(0);
  });

  it('answers 503 alerts_not_configured and stores nothing when the mail key is not set', async () => {
    const body = signup();
    const res = await call('/api/alerts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      env: { MAIL_API_KEY: undefined },
    });
    expect(res.status).toBe(503);
    expect((await errorOf(res)).code).toBe('alerts_not_configured');
    expect(await alertsOf(body.email)).toEqual([]);
  });

  it('makes the newsletter bar a weekly alert for every category, confirmed by mail', async () => {
    const email = uniqueEmail('newsletter');
    const res = await call('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': uniqueClient() },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    expect(await alertsOf(email)).toMatchObject([{ frequency: 'weekly', category: '', status: 'pending' }]);
    const [mail] = await mailsTo(email, 1);
    expect(mail!.text).toContain('All remote design jobs, once a week');
  });
});
