import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCaller } from '../../test/support/auth';
import { submitted } from '../../test/support/postings';
import { alertsOf, confirmedAlert, inbox, mailsTo, runCron, signup, subscribe, queueSettled, queueTestTimeout } from '../../test/support/alerts';
import { crons } from '../scheduled';
import { ingested, runEnded } from '../../test/support/job-index';

const lastRun = async () => (await env.DB.prepare('SELECT max(id) AS id FROM ingest_runs').first<number>('id'))!;

const asAdmin = adminCaller('alerts-match');

async function approve(id: string): Promise<void> {
  const res = await asAdmin(`/api/admin/postings/${id}/approve`, { method: 'POST' });
  if (res.status !== 200) throw new Error(`approve failed with ${res.status}`);
}

async function deliveries(alertId: number): Promise<{ job_key: string; sent_at: string | null }[]> {
  const rows = await env.DB.prepare('SELECT job_key, sent_at FROM alert_deliveries WHERE alert_id = ? ORDER BY job_key').bind(alertId).all();
  return rows.results as { job_key: string; sent_at: string | null }[];
}

/** Waits for the real queue to match posting `id` (its match message is consumed once the job is recorded). */
async function approvedAndMatched(overrides: Parameters<typeof submitted>[0]): Promise<string> {
  const id = await submitted(overrides);
  await approve(id);
  return id;
}

describe('matching an approved posting', { timeout: queueTestTimeout }, () => {
  it('mails an instant alert of its category within the queue\'s batch time, with a link to the posting', async () => {
    const { alert } = await confirmedAlert({ category: 'graphic-design' });
    const id = await approvedAndMatched({ category: 'brand-design', title: 'Brand Designer', type: 'Full-time' });
    const [, mail] = await mailsTo(alert.email, 2);
    expect(mail!.subject).toBe('New remote design job: Brand Designer at Northwind Studio');
    expect(mail!.text).toContain(`${env.PUBLIC_ORIGIN}/jobs/${id}`);
    expect(mail!.html).toContain(`href="${env.PUBLIC_ORIGIN}/jobs/${id}"`);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await deliveries(alert.id)).toEqual([{ job_key: `posting:posting-${id}`, sent_at: expect.any(String) }]);
  });

  it('matches category, search words, employment and experience, and nothing else', async () => {
    const yes = await Promise.all([
      confirmedAlert({ category: 'specialized-design', frequency: 'daily' }),
      confirmedAlert({ category: '', frequency: 'daily' }),
      confirmedAlert({ category: 'specialized-design', q: 'AFTER effects', frequency: 'daily' }),
      confirmedAlert({ category: 'specialized-design', employment: ['Contract', 'Freelance'], experience: ['senior'], frequency: 'daily' }),
    ]);
    const no = await Promise.all([
      confirmedAlert({ category: 'graphic-design', frequency: 'daily' }),
      confirmedAlert({ category: 'specialized-design', q: 'figma', frequency: 'daily' }),
      confirmedAlert({ category: 'specialized-design', employment: ['Full-time'], frequency: 'daily' }),
      confirmedAlert({ category: 'specialized-design', experience: ['entry'], frequency: 'daily' }),
    ]);
    const pending = signup({ category: 'specialized-design' });
    await subscribe(pending);
    const id = await approvedAndMatched({ category: 'motion-design', title: 'Senior Motion Designer', type: 'Contract', description: 'Own our After Effects work.' });
    const key = `posting:posting-${id}`;
    await expect.poll(async () => (await deliveries(yes[3]!.alert.id)).length, { timeout: 15_000 }).toBe(1);
    for (const { alert } of yes) expect(await deliveries(alert.id)).toEqual([{ job_key: key, sent_at: null }]);
    for (const { alert } of no) expect(await deliveries(alert.id)).toEqual([]);
    const [pendingAlert] = await alertsOf(pending.email);
    expect(await deliveries(pendingAlert!.id)).toEqual([]);
  });

  it('matches an alert with Shows pay to a posting with a range only, and one without it to both', async () => {
    // A word of their own, so no other test's posting reaches these alerts.
    const paid = await confirmedAlert({ category: 'specialized-design', q: 'zeppelin', pay: true, frequency: 'daily' });
    const any = await confirmedAlert({ category: 'specialized-design', q: 'zeppelin', frequency: 'daily' });
    const ranged = await approvedAndMatched({ category: 'motion-design', title: 'Zeppelin Motion Designer' });
    const undisclosed = await approvedAndMatched({ category: 'motion-design', title: 'Zeppelin Motion Lead', salaryUndisclosed: true, workFrom: ['JP'] });
    await expect.poll(async () => (await deliveries(any.alert.id)).length, { timeout: 15_000 }).toBe(2);
    expect((await deliveries(paid.alert.id)).map((d) => d.job_key)).toEqual([`posting:posting-${ranged}`]);
    expect((await deliveries(any.alert.id)).map((d) => d.job_key).sort()).toEqual([`posting:posting-${ranged}`, `posting:posting-${undisclosed}`].sort());
  });

  it('never sends a job twice to an alert, even when the posting is approved again', async () => {
    const { alert } = await confirmedAlert({ category: 'product-design' });
    const id = await approvedAndMatched({ category: 'product-design', title: 'Product Designer' });
    await mailsTo(alert.email, 2);
    await asAdmin(`/api/admin/postings/${id}/reject`, { method: 'POST' });
    await approve(id);
    await queueSettled();
    expect(await inbox(alert.email)).toHaveLength(2);
    expect(await deliveries(alert.id)).toHaveLength(1);
  });

  it('keeps a daily alert\'s jobs for the 08:00 digest, then sends them in one mail', async () => {
    const { alert } = await confirmedAlert({ category: 'ux-ui-design', frequency: 'daily' });
    await approvedAndMatched({ category: 'ui-ux-design', title: 'UX Designer' });
    await approvedAndMatched({ category: 'ui-ux-design', title: 'UI Designer' });
    await expect.poll(async () => (await deliveries(alert.id)).length, { timeout: 15_000 }).toBe(2);
    expect(await inbox(alert.email)).toHaveLength(1);
    await runCron(crons.daily, new Date('2026-11-25T08:00:00Z'));
    const [, digest] = await mailsTo(alert.email, 2);
    expect(digest!.subject).toBe('2 new remote design jobs: UX/UI Design jobs');
    expect(digest!.text).toContain('UX Designer');
    expect(digest!.text).toContain('UI Designer');
    await expect.poll(async () => (await deliveries(alert.id)).every((d) => d.sent_at), { timeout: 15_000 }).toBe(true);
  });

  it('sends a weekly alert\'s digest on Monday only', async () => {
    const { alert } = await confirmedAlert({ category: '', frequency: 'weekly' });
    await approvedAndMatched({ category: 'graphic-design', title: 'Graphic Designer' });
    await expect.poll(async () => (await deliveries(alert.id)).length, { timeout: 15_000 }).toBe(1);
    await runCron(crons.daily, new Date('2026-11-24T08:00:00Z')); // a Tuesday
    await queueSettled();
    expect(await inbox(alert.email)).toHaveLength(1);
    await runCron(crons.daily, new Date('2026-11-30T08:00:00Z')); // a Monday
    const [, digest] = await mailsTo(alert.email, 2);
    expect(digest!.subject).toBe('New remote design job: Graphic Designer at Northwind Studio');
  });
});

describe('matching against many alerts', { timeout: queueTestTimeout }, () => {
  it('reaches alerts past the first page of 5,000 ids, through the pages the first one queues', async () => {
    await env.DB.prepare(
      "INSERT INTO job_alerts (id, email, frequency, category, search_key, status) VALUES (12001, 'far-alert@example.com', 'daily', '', 'far', 'confirmed')",
    ).run();
    const id = await approvedAndMatched({ category: 'product-design', title: 'Product Designer for far alerts' });
    await expect.poll(async () => (await deliveries(12001)).map((d) => d.job_key), { timeout: 15_000 }).toEqual([`posting:posting-${id}`]);
  });

  it('forgets deliveries sent more than 30 days ago in the daily run, and keeps the rest', async () => {
    const { alert } = await confirmedAlert({ category: 'game-design', frequency: 'daily' });
    await env.DB.prepare(
      "INSERT INTO alert_deliveries (alert_id, job_key, instant, sent_at) VALUES (?1, 'provider:old', 0, '2000-01-01T00:00:00.000Z'), (?1, 'provider:recent', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-29 days')), (?1, 'provider:today', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
    )
      .bind(alert.id)
      .run();
    await runCron(crons.daily, new Date('2026-11-25T08:00:00Z'));
    expect((await deliveries(alert.id)).map((d) => d.job_key)).toEqual(['provider:recent', 'provider:today']);
  });
});

describe('matching provider jobs', { timeout: 90_000 }, () => {
  /** The alert's deliveries once the queue has matched everything the run found (two reads a batch time apart agree). */
  async function settledDeliveries(alertId: number) {
    let last = JSON.stringify(await deliveries(alertId));
    for (;;) {
      await queueSettled();
      const now = JSON.stringify(await deliveries(alertId));
      if (now === last) return JSON.parse(now) as Awaited<ReturnType<typeof deliveries>>;
      last = now;
    }
  }

  it('matches the jobs an ingest run adds, once, and none of the run that first fills the index', async () => {
    const { alert } = await confirmedAlert({ category: 'graphic-design', frequency: 'daily' });
    await runCron(crons.ingest);
    await runEnded(await lastRun());
    expect(await settledDeliveries(alert.id)).toEqual([]);
    // Three graphic design jobs the index has not seen, as if the provider had just listed them.
    const fresh = await env.DB.prepare(
      `DELETE FROM indexed_jobs WHERE id IN (SELECT job_id FROM indexed_job_categories WHERE category = 'graphic-design' LIMIT 3) RETURNING key`,
    ).all<{ key: string }>();
    await ingested();
    const keys = fresh.results.map((row) => row.key).sort();
    expect((await settledDeliveries(alert.id)).map((d) => d.job_key)).toEqual(keys);
    await ingested();
    expect((await settledDeliveries(alert.id)).map((d) => d.job_key)).toEqual(keys);
  });
});
