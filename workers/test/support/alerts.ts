import type { AlertInput } from '@rdj/shared';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import worker from '../../src/index';
import type { AlertMessage } from '../../src/alerts/messages';
import { uniqueClient, uniqueEmail } from './auth';
import { call, origin } from './call';
import { consumeFrom, type ConsumeOptions } from './queues';

/**
 * Test support for job alerts: sign-ups and pages go over HTTP; mails are read from the mail sandbox the worker's
 * production client sends to (test/mail-provider.ts); the queue is the real one, or its consumer given a batch.
 */

/** A mail as the sandbox keeps it (`GET /api/messages`). */
export interface SandboxMail {
  id: string;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
  bounced: boolean;
}

/** Everything the sandbox received for `to`, oldest first. */
export async function inbox(to: string): Promise<SandboxMail[]> {
  const res = await fetch(`${env.MAIL_API_URL}/api/messages?${new URLSearchParams({ to })}`);
  return res.json<SandboxMail[]>();
}

/** Waits (through the real queue) until `to` has `count` mails, and answers them. */
export async function mailsTo(to: string, count: number): Promise<SandboxMail[]> {
  return vi.waitFor(
    async () => {
      const mails = await inbox(to);
      if (mails.length < count) throw new Error(`${to} has ${mails.length} of ${count} mails`);
      return mails;
    },
    { timeout: 15_000, interval: 200 },
  );
}

/**
 * Waits past the queue's batch time (`max_batch_timeout` in wrangler.toml, 2 s) and a delivery, so a test that says
 * "nothing more arrives" has given the consumer the time to send it.
 */
export function queueSettled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 3500));
}

/** Tests that wait for the real queue: each can take a few batch times. */
export const queueTestTimeout = 30_000;

/** A sign-up body with an address no other test uses. */
export function signup(overrides: Partial<AlertInput> = {}): AlertInput {
  return { email: uniqueEmail('seeker'), frequency: 'instant', category: 'graphic-design', q: '', employment: [], experience: [], pay: false, ...overrides };
}

/** `POST /api/alerts` from a client of its own (or `client`), so the per-client limit is the test's alone. */
export function subscribe(body: unknown, client = uniqueClient()): Promise<Response> {
  return call('/api/alerts', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
    body: JSON.stringify(body),
  });
}

/** The link to `path` in a mail's text part, as a path and query on the test origin, and its token. */
export function linkIn(mail: SandboxMail, path: string): { href: string; token: string } {
  const url = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(`${env.PUBLIC_ORIGIN}${path}?`));
  if (!url) throw new Error(`no ${path} link in "${mail.subject}"`);
  const parsed = new URL(url);
  return { href: `${origin}${parsed.pathname}${parsed.search}`, token: parsed.searchParams.get('token') ?? '' };
}

/** A form post from the site's own page (same origin), as the browser sends it without JavaScript. */
export function postForm(path: string, fields: Record<string, string> | URLSearchParams, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export interface StoredAlert {
  id: number;
  email: string;
  frequency: string;
  category: string;
  status: string;
  paused_reason: string | null;
}

export async function alertsOf(email: string): Promise<StoredAlert[]> {
  const rows = await env.DB.prepare('SELECT * FROM job_alerts WHERE email = ? ORDER BY id').bind(email).all<StoredAlert>();
  return rows.results;
}

/** Signs up and confirms through the mail's page, as a person does; answers the alert and its confirmation mail. */
export async function confirmedAlert(overrides: Partial<AlertInput> = {}): Promise<{ alert: StoredAlert; mail: SandboxMail }> {
  const body = signup(overrides);
  const res = await subscribe(body);
  if (res.status !== 200) throw new Error(`sign-up failed with ${res.status}`);
  const [mail] = await mailsTo(body.email, 1);
  const confirmed = await postForm('/alerts/confirm', { token: linkIn(mail!, '/alerts/confirm').token });
  if (confirmed.status !== 303) throw new Error(`confirming failed with ${confirmed.status}`);
  const [alert] = await alertsOf(body.email);
  return { alert: alert!, mail: mail! };
}

/** Gives the alerts' queue consumer one batch of `messages` (each tried `attempts` times), with `overrides` bindings. */
export function consume(messages: AlertMessage[], options: ConsumeOptions = {}) {
  return consumeFrom('rdj-alerts', messages, options);
}

/** Fires the cron `cron` at `when`, as Cloudflare does. */
export async function runCron(cron: string, when = new Date()): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: when }), env, ctx);
  await waitOnExecutionContext(ctx);
}
