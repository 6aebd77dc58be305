import { sendMail } from '../mail/client';
import type { AlertJob } from './jobs';
import { confirmationMail, jobsMail, jobsPerMail } from './mails';
import { alertById, sqlTime } from './queries';

/** A send holds its deliveries this long; one that died frees them for the next send after it. */
const leaseMinutes = 10;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function logMail(env: Env, alertId: number, kind: 'confirm' | 'alert', providerId: string): Promise<D1PreparedStatement> {
  return env.DB.prepare('INSERT INTO alert_mails (alert_id, kind, provider_id) VALUES (?, ?, ?)').bind(alertId, kind, providerId);
}

/** The `confirm` message: a pending alert's confirmation mail (nothing for an alert since confirmed or deleted). */
export async function sendConfirmation(env: Env, alertId: number): Promise<void> {
  const alert = await alertById(env, alertId);
  if (alert?.status !== 'pending') return;
  const { id } = await sendMail(env, await confirmationMail(env, alert), `confirm-${alertId}-${alert.confirmMailAt ?? ''}`);
  await (await logMail(env, alertId, 'confirm', id)).run();
}

/**
 * The `send` message (docs/alerts.md#sending): the jobs matched to a confirmed alert and not sent yet, in one mail.
 * They are claimed first (a lease), so two sends for one alert at once never carry the same job; the mail's
 * idempotency key is made of the jobs it carries, so a retry of a mail the provider already took sends nothing.
 * Accepted: the jobs are marked sent. Failed: they are freed for the retry, and the error goes to the consumer.
 */
export async function sendAlertJobs(env: Env, alertId: number): Promise<number> {
  const alert = await alertById(env, alertId);
  if (alert?.status !== 'confirmed') return 0;
  const claimed = await env.DB.prepare(
    `UPDATE alert_deliveries SET claimed_at = ${sqlTime()} WHERE alert_id = ? AND sent_at IS NULL
     AND (claimed_at IS NULL OR claimed_at < ${sqlTime(`${leaseMinutes} minutes`)}) RETURNING job_key AS key`,
  )
    .bind(alertId)
    .all<{ key: string }>();
  const keys = claimed.results.map((row) => row.key).sort();
  if (keys.length === 0) return 0;
  const keyList = JSON.stringify(keys);
  const inKeys = 'job_key IN (SELECT value FROM json_each(?))';
  try {
    const rows = await env.DB.prepare(`SELECT job FROM alert_jobs WHERE ${inKeys} ORDER BY first_seen_at DESC`).bind(keyList).all<{ job: string }>();
    const jobs = rows.results.map((row) => JSON.parse(row.job) as AlertJob);
    if (jobs.length === 0) throw new Error(`alert ${alertId}: none of its jobs ${keyList} is recorded`);
    const shown = jobs.slice(0, jobsPerMail);
    const mail = await jobsMail(env, alert, shown, jobs.length - shown.length);
    const { id } = await sendMail(env, mail, `alert-${alertId}-${await sha256(keyList)}`);
    await env.DB.batch([
      env.DB.prepare(`UPDATE alert_deliveries SET sent_at = ${sqlTime()} WHERE alert_id = ? AND ${inKeys}`).bind(alertId, keyList),
      await logMail(env, alertId, 'alert', id),
    ]);
    return keys.length;
  } catch (err) {
    await env.DB.prepare(`UPDATE alert_deliveries SET claimed_at = NULL WHERE alert_id = ? AND ${inKeys}`).bind(alertId, keyList).run();
    throw err;
  }
}
