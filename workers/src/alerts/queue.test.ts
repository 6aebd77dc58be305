import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, errorOf } from '../../test/support/call';
import { alertsOf, confirmedAlert, consume, inbox, mailsTo, queueSettled, queueTestTimeout } from '../../test/support/alerts';
import { signedWebhook } from '../../test/support/mail-webhook';
import { queueNewJobs } from './match';
import { backoffSeconds } from './queue';
import type { AlertJob } from './jobs';

/** A graphic design job as the alerts keep it, under a key no other test uses. */
function testJob(title: string): AlertJob {
  return {
    key: `provider:test-${crypto.randomUUID()}`,
    title,
    company: 'Acme',
    location: 'Remote',
    type: 'Full-time',
    salary: null,
    href: 'https://remotedesignjobs.test/redirect?x',
    categories: ['', 'graphic-design'],
    employment: ['Full-time'],
    experience: 'mid',
    text: title.toLowerCase(),
  };
}

/** A job recorded as seen, with no match queued: the test delivers it to the alert it wants. */
async function matchedJob(title: string): Promise<string> {
  const job = testJob(title);
  await env.DB.prepare('INSERT INTO alert_jobs (job_key, job) VALUES (?, ?)').bind(job.key, JSON.stringify(job)).run();
  return job.key;
}

async function deliver(alertId: number, jobKey: string): Promise<void> {
  await env.DB.prepare('INSERT INTO alert_deliveries (alert_id, job_key, instant) VALUES (?, ?, 1)').bind(alertId, jobKey).run();
}

async function unsent(alertId: number): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM alert_deliveries WHERE alert_id = ? AND sent_at IS NULL').bind(alertId).first<number>('n'))!;
}

async function sends(key: string): Promise<number> {
  return (await (await fetch(`${env.MAIL_API_URL}/__stats/${key}`)).json<{ requests: number }>()).requests;
}

describe('sending alert mails', { timeout: queueTestTimeout }, () => {
  it('retries a failed send with back-off, keeps its jobs, and sends them once the provider recovers', async () => {
    const { alert } = await confirmedAlert({ frequency: 'daily' });
    await deliver(alert.id, await matchedJob('Logo Designer'));
    const key = `fault-500`;
    const before = await sends(key);
    for (const attempts of [1, 2, 3]) {
      const result = await consume([{ kind: 'send', alertId: alert.id }], { attempts, overrides: { MAIL_API_KEY: key } });
      expect(result.retryMessages).toHaveLength(1);
      expect(result.explicitAcks).toEqual([]);
    }
    expect((await sends(key)) - before).toBe(3);
    expect(await unsent(alert.id)).toBe(1);
    expect(await alertsOf(alert.email)).toMatchObject([{ status: 'confirmed', paused_reason: null }]);

    const result = await consume([{ kind: 'send', alertId: alert.id }], { attempts: 4 });
    expect(result.explicitAcks).toHaveLength(1);
    const [, mail] = await mailsTo(alert.email, 2);
    expect(mail!.subject).toBe('New remote design job: Logo Designer at Acme');
    expect(await unsent(alert.id)).toBe(0);
  });

  it('waits twice as long after each failed try, and at least as long as the provider asks', () => {
    const base = { ...env, ALERT_RETRY_BASE_SECONDS: '60' };
    expect([1, 2, 3, 4].map((attempts) => backoffSeconds(base, attempts, null))).toEqual([60, 120, 240, 480]);
    expect(backoffSeconds(base, 1, 300)).toBe(300);
    expect(backoffSeconds(base, 30, null)).toBe(43_200);
  });

  it('pauses the alert after the last try, with the reason, and keeps its jobs', async () => {
    const { alert } = await confirmedAlert({ frequency: 'daily' });
    await deliver(alert.id, await matchedJob('Type Designer'));
    const result = await consume([{ kind: 'send', alertId: alert.id }], { attempts: 5, overrides: { MAIL_API_KEY: 'fault-500', ALERT_MAX_ATTEMPTS: '5' } });
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);
    const [paused] = await alertsOf(alert.email);
    expect(paused).toMatchObject({ status: 'paused' });
    expect(paused!.paused_reason).toMatch(/^5 failed tries; the last: The mail provider failed \(500\)/);
    expect(await unsent(alert.id)).toBe(1);
    // A paused alert is not mailed, nor matched.
    expect((await consume([{ kind: 'send', alertId: alert.id }])).explicitAcks).toHaveLength(1);
    expect(await inbox(alert.email)).toHaveLength(1);
  });

  it('never pauses an alert for the provider\'s rate limit, however many tries', async () => {
    const { alert } = await confirmedAlert({ frequency: 'daily' });
    await deliver(alert.id, await matchedJob('Icon Designer'));
    const result = await consume([{ kind: 'send', alertId: alert.id }], { attempts: 9, overrides: { MAIL_API_KEY: 'fault-429' } });
    expect(result.retryMessages).toHaveLength(1);
    expect(await alertsOf(alert.email)).toMatchObject([{ status: 'confirmed', paused_reason: null }]);
    expect(await unsent(alert.id)).toBe(1);
  });

  it('sends one mail when two sends for the same alert run at once', async () => {
    const { alert } = await confirmedAlert({ frequency: 'daily' });
    await deliver(alert.id, await matchedJob('Poster Designer'));
    await deliver(alert.id, await matchedJob('Badge Designer'));
    await Promise.all([consume([{ kind: 'send', alertId: alert.id }]), consume([{ kind: 'send', alertId: alert.id }])]);
    await consume([{ kind: 'send', alertId: alert.id }]);
    await queueSettled();
    const mails = await inbox(alert.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('2 new remote design jobs: Graphic Design jobs');
  });

  it('drops a message of no known shape instead of retrying it forever', async () => {
    const result = await consume([{ kind: 'explode' } as never]);
    expect(result.explicitAcks).toHaveLength(1);
  });

  it('records each new job once, so a job seen again is not matched again', async () => {
    const job = testJob('Once');
    expect(await queueNewJobs(env, [job, job])).toEqual([job.key]);
    expect(await queueNewJobs(env, [job])).toEqual([]);
  });
});

/** A signed webhook call carrying `event`. */
const webhook = (event: unknown, options?: Parameters<typeof signedWebhook>[1]) => signedWebhook(JSON.stringify(event), options);

describe('the provider\'s bounce report', { timeout: queueTestTimeout }, () => {
  it('pauses the alert whose mail bounced, with the reason', async () => {
    const { alert } = await confirmedAlert();
    const sent = await env.DB.prepare('SELECT provider_id AS id FROM alert_mails WHERE alert_id = ?').bind(alert.id).first<string>('id');
    const res = await webhook({ type: 'email.bounced', created_at: new Date().toISOString(), data: { email_id: sent, to: [alert.email] } });
    expect(res.status).toBe(200);
    expect(await alertsOf(alert.email)).toMatchObject([{ status: 'paused', paused_reason: 'The address bounced: the mail provider reported it undeliverable' }]);
  });

  it('refuses an unsigned, wrongly signed or stale report and changes nothing', async () => {
    const { alert } = await confirmedAlert();
    const sent = await env.DB.prepare('SELECT provider_id AS id FROM alert_mails WHERE alert_id = ?').bind(alert.id).first<string>('id');
    const event = { type: 'email.bounced', data: { email_id: sent } };
    const unsigned = await call('/api/mail/events', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(event) });
    const wrong = await webhook(event, { secret: `whsec_${btoa('another secret of 24 bytes')}` });
    const stale = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    for (const res of [unsigned, wrong, stale]) {
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('invalid_signature');
    }
    expect(await alertsOf(alert.email)).toMatchObject([{ status: 'confirmed' }]);
  });
});
