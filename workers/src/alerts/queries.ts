import type { AlertFrequency, AlertSearch } from '@rdj/shared';
import { searchKeyOf, searchOf, termsOf } from './search';
import type { MailAlert } from './mails';

/** An alert as the pages and the sender read it. */
export interface AlertRow extends MailAlert {
  status: 'pending' | 'confirmed' | 'paused';
  pausedReason: string | null;
  /** When its last confirmation mail was queued (that mail's idempotency key). */
  confirmMailAt: string | null;
}

interface Row {
  id: number;
  email: string;
  frequency: AlertFrequency;
  category: string;
  q: string;
  employment: string;
  experience: string;
  pay: number;
  status: AlertRow['status'];
  paused_reason: string | null;
  confirm_mail_at: string | null;
}

/** A confirmation mail at most every 10 minutes per address (docs/alerts.md#the-rules). */
const confirmMailGapMinutes = 10;

/** Unconfirmed alerts are deleted after this many days, and their confirm links die with them. */
const pendingDays = 7;

/**
 * SQL for the time now, or `ago` before it ('10 minutes', '7 days'), in the ISO 8601 form every time column holds
 * (the schema's default), so times compare as text.
 */
export function sqlTime(ago?: string): string {
  return ago ? `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${ago}')` : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

function searchColumns(search: AlertSearch): unknown[] {
  const { category, q, employment, experience, pay } = search;
  return [category, q, JSON.stringify(employment), JSON.stringify(experience), pay ? 1 : 0, JSON.stringify(termsOf(q)), searchKeyOf(search)];
}

export async function alertById(env: Env, id: number): Promise<AlertRow | null> {
  const row = await env.DB.prepare('SELECT * FROM job_alerts WHERE id = ?').bind(id).first<Row>();
  if (!row) return null;
  return { id: row.id, email: row.email, frequency: row.frequency, search: searchOf(row), status: row.status, pausedReason: row.paused_reason, confirmMailAt: row.confirm_mail_at };
}

/**
 * Stores a sign-up: a new alert is pending; the same search again changes a pending alert's frequency and leaves a
 * confirmed or paused one as it is (only its owner, through the manage page, changes that). Answers whether a
 * confirmation mail is due: the alert is pending and no confirmation went to the address in the last 10 minutes
 * (then the time is recorded, in the same statement, so two sign-ups at once queue one mail).
 */
export async function storeSignup(env: Env, email: string, frequency: AlertFrequency, search: AlertSearch): Promise<number | null> {
  const stored = await env.DB.prepare(
    `INSERT INTO job_alerts (email, frequency, category, q, employment, experience, pay, terms, search_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (email, search_key) DO UPDATE SET frequency = CASE WHEN status = 'pending' THEN excluded.frequency ELSE frequency END
     RETURNING id, status`,
  )
    .bind(email, frequency, ...searchColumns(search))
    .first<{ id: number; status: string }>();
  if (stored?.status !== 'pending') return null;
  const due = await env.DB.prepare(
    `UPDATE job_alerts SET confirm_mail_at = ${sqlTime()} WHERE id = ?1
     AND NOT EXISTS (SELECT 1 FROM job_alerts WHERE email = ?2 AND confirm_mail_at > ${sqlTime(`${confirmMailGapMinutes} minutes`)})
     RETURNING id`,
  )
    .bind(stored.id, email)
    .first<{ id: number }>();
  return due?.id ?? null;
}

/** Confirms a pending alert (a confirmed one stays so). Answers false when the alert is gone. */
export async function confirmAlert(env: Env, id: number): Promise<boolean> {
  const row = await env.DB.prepare(
    `UPDATE job_alerts SET status = CASE status WHEN 'pending' THEN 'confirmed' ELSE status END,
     confirmed_at = coalesce(confirmed_at, ${sqlTime()}) WHERE id = ? RETURNING id`,
  )
    .bind(id)
    .first();
  return row !== null;
}

/** The manage page's save: the new settings, and a paused alert back on. Answers false when the alert is gone. */
export async function updateAlert(env: Env, id: number, frequency: AlertFrequency, search: AlertSearch): Promise<boolean> {
  const row = await env.DB.prepare(
    `UPDATE job_alerts SET frequency = ?, category = ?, q = ?, employment = ?, experience = ?, pay = ?, terms = ?, search_key = ?,
     status = CASE status WHEN 'paused' THEN 'confirmed' ELSE status END, paused_reason = NULL, paused_at = NULL
     WHERE id = ? RETURNING id`,
  )
    .bind(frequency, ...searchColumns(search), id)
    .first();
  return row !== null;
}

/** Unsubscribes: the alert and everything matched to it are deleted (nothing of the address is kept). */
export async function deleteAlert(env: Env, id: number): Promise<void> {
  await env.DB.prepare('DELETE FROM job_alerts WHERE id = ?').bind(id).run();
}

/** Pauses an alert with why (a pending one keeps its status and shows the reason): the admin's failures list. */
export async function pauseAlert(env: Env, id: number, reason: string): Promise<void> {
  await env.DB.prepare(
    `UPDATE job_alerts SET status = CASE status WHEN 'confirmed' THEN 'paused' ELSE status END, paused_reason = ?, paused_at = ${sqlTime()} WHERE id = ?`,
  )
    .bind(reason.slice(0, 500), id)
    .run();
}

/**
 * How long a sent delivery is kept. Not for ever (at scale they would fill the database), and not less: a queue
 * message can come twice, and while the row is there a `match` that comes again finds the job already delivered.
 */
const sentDeliveryDays = 30;

/** Forgets deliveries sent more than `sentDeliveryDays` ago (`alert_jobs` still keeps their jobs from matching again). */
export async function deleteOldDeliveries(env: Env): Promise<number> {
  const result = await env.DB.prepare(
    `DELETE FROM alert_deliveries WHERE sent_at < ${sqlTime(`${sentDeliveryDays} days`)}`,
  ).run();
  return result.meta.changes ?? 0;
}

/** Deletes alerts left unconfirmed for `pendingDays`. Answers how many. */
export async function deleteStalePending(env: Env): Promise<number> {
  const result = await env.DB.prepare(
    `DELETE FROM job_alerts WHERE status = 'pending' AND created_at < ${sqlTime(`${pendingDays} days`)}`,
  ).run();
  return result.meta.changes ?? 0;
}

/**
 * Forgets the deliveries of `jobKey` not yet sent nor taken by a send under way: a posting that ended is mailed to no
 * one after that (docs/postings.md#lifecycle). A send already under way finishes; the job was open when it started.
 */
export async function deleteUnsentDeliveries(env: Env, jobKey: string): Promise<number> {
  const result = await env.DB.prepare(
    `DELETE FROM alert_deliveries WHERE job_key = ? AND sent_at IS NULL
     AND (claimed_at IS NULL OR claimed_at < ${sqlTime('10 minutes')})`,
  )
    .bind(jobKey)
    .run();
  return result.meta.changes ?? 0;
}
