import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { uniqueClient } from '../../test/support/auth';
import { call } from '../../test/support/call';
import { alertsOf, confirmedAlert, linkIn, mailsTo, postForm, runCron, signup, subscribe, queueSettled, queueTestTimeout } from '../../test/support/alerts';
import { formFieldsOf } from '../../test/support/html-check';
import { plainText } from '../provider/plain-text';
import { alertToken } from '../alerts/tokens';
import { crons } from '../scheduled';

/** The page as the edge rendered it with its form's state (docs/pages.md#forms): its fields, and its text. */
async function shown(res: Response): Promise<{ fields: Record<string, string>; text: string }> {
  const html = await res.text();
  return { fields: formFieldsOf(html), text: plainText(html) };
}

async function pendingWithMail() {
  const body = signup({ category: 'product-design', q: 'systems' });
  await subscribe(body);
  const [mail] = await mailsTo(body.email, 1);
  return { email: body.email, mail: mail! };
}

describe('the confirmation link', { timeout: queueTestTimeout }, () => {
  it('opens a page with a button and confirms nothing by itself', async () => {
    const { email, mail } = await pendingWithMail();
    const { href, token } = linkIn(mail, '/alerts/confirm');
    for (let i = 0; i < 3; i++) {
      const res = await call(href);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const page = await shown(res);
      expect(page.fields).toMatchObject({ token });
      expect(page.text).toContain('Product Design jobs matching “systems”');
      expect(page.text).toContain('Confirm alert');
    }
    expect(await alertsOf(email)).toMatchObject([{ status: 'pending' }]);
  });

  it('confirms on the page\'s POST, and moves on with 303', async () => {
    const { email, mail } = await pendingWithMail();
    const res = await postForm('/alerts/confirm', { token: linkIn(mail, '/alerts/confirm').token });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/alerts/confirmed');
    expect(await alertsOf(email)).toMatchObject([{ status: 'confirmed' }]);
  });

  it('refuses a token made for another purpose, or forged, and changes nothing', async () => {
    const { email, mail } = await pendingWithMail();
    const [alert] = await alertsOf(email);
    const forged = `${alert!.id}.${'A'.repeat(43)}`;
    for (const token of [linkIn(mail, '/alerts/unsubscribe').token, linkIn(mail, '/alerts/manage').token, forged, '', 'x'.repeat(5000)]) {
      const res = await postForm('/alerts/confirm', { token });
      expect(res.status).toBe(404);
      expect((await shown(res)).text).toContain('not valid');
    }
    expect(await alertsOf(email)).toMatchObject([{ status: 'pending' }]);
  });

  it('refuses a confirmation posted from another site', async () => {
    const { email, mail } = await pendingWithMail();
    const res = await postForm('/alerts/confirm', { token: linkIn(mail, '/alerts/confirm').token }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await alertsOf(email)).toMatchObject([{ status: 'pending' }]);
  });

  it('stops working once the unconfirmed alert is deleted by the daily run after 7 days', async () => {
    const { email, mail } = await pendingWithMail();
    const kept = await pendingWithMail();
    await env.DB.prepare("UPDATE job_alerts SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-8 days') WHERE email = ?").bind(email).run();
    await runCron(crons.daily, new Date('2026-11-24T08:00:00Z'));
    expect(await alertsOf(email)).toEqual([]);
    expect(await alertsOf(kept.email)).toHaveLength(1);
    expect((await call(linkIn(mail, '/alerts/confirm').href)).status).toBe(404);
  });
});

describe('unsubscribing', { timeout: queueTestTimeout }, () => {
  it('opens a page with a button and deletes nothing by itself', async () => {
    const { alert, mail } = await confirmedAlert();
    const res = await call(linkIn(mail, '/alerts/unsubscribe').href);
    expect(res.status).toBe(200);
    expect((await shown(res)).text).toContain('Graphic Design jobs');
    expect(await alertsOf(alert.email)).toHaveLength(1);
  });

  it('deletes the alert on the RFC 8058 one-click POST, with no session and no Origin', async () => {
    const { alert, mail } = await confirmedAlert();
    const url = mail.headers['List-Unsubscribe']!.slice(1, -1).replace(env.PUBLIC_ORIGIN, 'http://127.0.0.1');
    const res = await call(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/alerts/unsubscribed');
    expect(await alertsOf(alert.email)).toEqual([]);
    expect((await call(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(404);
  });

  it('refuses a confirm token', async () => {
    const { alert, mail } = await confirmedAlert();
    const res = await call(`/alerts/unsubscribe?token=${encodeURIComponent(linkIn(mail, '/alerts/confirm').token)}`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await alertsOf(alert.email)).toHaveLength(1);
  });

  it('takes the manage page\'s own token, from its Unsubscribe button', async () => {
    const { alert, mail } = await confirmedAlert();
    const { token } = linkIn(mail, '/alerts/manage');
    const res = await postForm(`/alerts/unsubscribe?${new URLSearchParams({ token })}`, { token });
    expect(res.status).toBe(303);
    expect(await alertsOf(alert.email)).toEqual([]);
  });
});

describe('the manage page', { timeout: queueTestTimeout }, () => {
  it('shows the alert and saves a new frequency and search', async () => {
    const { alert, mail } = await confirmedAlert({ frequency: 'daily' });
    const { href, token } = linkIn(mail, '/alerts/manage');
    const before = await shown(await call(href));
    expect(before.fields).toMatchObject({ frequency: 'daily', category: 'graphic-design' });
    expect(before.text).not.toContain('Saved.');
    const form = new URLSearchParams({ token, frequency: 'weekly', category: 'specialized-design', q: 'after effects' });
    form.append('employment', 'Contract');
    form.append('experience', 'senior');
    const res = await postForm('/alerts/manage', form);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/alerts/manage?${new URLSearchParams({ token, saved: '1' })}`);
    expect(await alertsOf(alert.email)).toMatchObject([{ frequency: 'weekly', category: 'specialized-design', status: 'confirmed' }]);
    const after = await shown(await call(`/alerts/manage?${new URLSearchParams({ token, saved: '1' })}`));
    expect(after.fields).toMatchObject({ q: 'after effects', employment: 'Contract', experience: 'senior' });
    expect(after.text).toContain('Saved.');
  });

  it('shows a refused save again with its message and changes nothing', async () => {
    const { alert, mail } = await confirmedAlert({ frequency: 'daily' });
    const res = await postForm('/alerts/manage', { token: linkIn(mail, '/alerts/manage').token, frequency: 'hourly' });
    expect(res.status).toBe(400);
    expect((await shown(res)).text).toContain('Choose how often');
    expect(await alertsOf(alert.email)).toMatchObject([{ frequency: 'daily' }]);
  });

  it('turns a paused alert back on when it is saved', async () => {
    const { alert, mail } = await confirmedAlert();
    await env.DB.prepare("UPDATE job_alerts SET status = 'paused', paused_reason = 'The address bounced' WHERE id = ?").bind(alert.id).run();
    const { token } = linkIn(mail, '/alerts/manage');
    expect((await shown(await call(`/alerts/manage?token=${token}`))).text).toContain('The address bounced');
    await postForm('/alerts/manage', { token, frequency: 'daily', category: 'graphic-design' });
    expect(await alertsOf(alert.email)).toMatchObject([{ status: 'confirmed', paused_reason: null }]);
  });
});

describe('the sign-up form without JavaScript', { timeout: queueTestTimeout }, () => {
  it('takes a category page\'s fields, filters repeated, and moves on to /alerts/sent', async () => {
    const body = signup();
    const form = new URLSearchParams({ email: body.email, frequency: 'daily', category: 'graphic-design', q: 'logo', botField: '' });
    form.append('employment', 'Full-time');
    form.append('employment', 'Contract');
    const res = await postForm('/alerts', form, { 'CF-Connecting-IP': uniqueClient() });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/alerts/sent');
    const [row] = await env.DB.prepare('SELECT employment, q FROM job_alerts WHERE email = ?').bind(body.email).all().then((r) => r.results);
    expect(row).toEqual({ employment: '["Full-time","Contract"]', q: 'logo' });
  });

  it('keeps a category page\'s Shows pay as a search of its own, and the manage page turns it off', async () => {
    const email = signup().email;
    const fields = { email, frequency: 'daily', category: 'graphic-design', q: 'logo', botField: '' };
    expect((await postForm('/alerts', { ...fields, pay: '1' }, { 'CF-Connecting-IP': uniqueClient() })).status).toBe(303);
    expect((await postForm('/alerts', fields, { 'CF-Connecting-IP': uniqueClient() })).status).toBe(303);
    const rows = await env.DB.prepare('SELECT pay FROM job_alerts WHERE email = ? ORDER BY id').bind(email).all<{ pay: number }>();
    expect(rows.results.map((row) => row.pay)).toEqual([1, 0]);

    const { alert, mail } = await confirmedAlert({ pay: true });
    const { token } = linkIn(mail, '/alerts/manage');
    const page = await shown(await call(`/alerts/manage?token=${token}`));
    expect(page.text).toContain('Graphic Design jobs (Shows pay)');
    expect(await postForm('/alerts/manage', { token, frequency: 'daily', category: 'graphic-design' })).toMatchObject({ status: 303 });
    expect(await env.DB.prepare('SELECT pay FROM job_alerts WHERE id = ?').bind(alert.id).first('pay')).toBe(0);
  });

  it('shows a refused sign-up again on /alerts/new with what was typed', async () => {
    const res = await postForm('/alerts', { email: 'nope', frequency: 'daily', category: 'graphic-design', q: 'logo' });
    expect(res.status).toBe(400);
    const page = await shown(res);
    expect(page.text).toContain('Enter a valid email address');
    expect(page.fields).toMatchObject({ email: 'nope', category: 'graphic-design', q: 'logo' });
  });

  it('shows the 11th sign-up from one client in a minute again with the message, 429 and Retry-After, storing nothing', async () => {
    const client = uniqueClient();
    const formOf = (email: string) => ({ email, frequency: 'daily', category: 'graphic-design', q: '', botField: '' });
    for (let i = 0; i < 10; i++) expect((await postForm('/alerts', formOf(signup().email), { 'CF-Connecting-IP': client })).status).toBe(303);
    const { email } = signup();
    const res = await postForm('/alerts', formOf(email), { 'CF-Connecting-IP': client });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect((await shown(res)).text).toMatch(/try again/i);
    expect(await alertsOf(email)).toEqual([]);
  });

  it('sends a GET of the form\'s address to /alerts/new, with its query', async () => {
    const res = await call('/alerts?category=game-design', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/alerts/new?category=game-design');
  });

  it('fills /alerts/new from its address', async () => {
    const res = await call('/alerts/new?category=ux-ui-design&q=figma&employment=Contract&experience=senior');
    expect(res.status).toBe(200);
    expect((await shown(res)).fields).toMatchObject({ category: 'ux-ui-design', q: 'figma', employment: 'Contract', experience: 'senior' });
  });
});
