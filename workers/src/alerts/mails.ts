import { alertFrequencyLabels, alertPaths, describeAlertSearch, siteName, type AlertFrequency, type AlertSearch } from '@rdj/shared';
import { escapeAttr as escape } from '../lib/escape';
import { publicOrigin } from '../http/origin';
import type { Mail } from '../mail/client';
import type { AlertJob } from './jobs';
import { alertToken, type TokenPurpose } from './tokens';

/** The alert a mail is about: who gets it and what they asked for. */
export interface MailAlert {
  id: number;
  email: string;
  frequency: AlertFrequency;
  search: AlertSearch;
}

/** The most jobs one mail lists; the rest are named by count, with the search's page to see them. */
export const jobsPerMail = 25;

async function link(env: Env, path: string, purpose: TokenPurpose, alertId: number): Promise<string> {
  return `${publicOrigin(env)}${path}?${new URLSearchParams({ token: await alertToken(env, purpose, alertId) })}`;
}

/**
 * Every mail's frame (docs/alerts.md#the-mail): an HTML and a text part, the manage and unsubscribe links, and the
 * RFC 8058 headers, so a mail client's "Unsubscribe" button POSTs the one-click unsubscribe.
 */
async function framed(env: Env, alert: MailAlert, subject: string, body: { html: string; text: string }): Promise<Mail> {
  const [manage, unsubscribe] = await Promise.all([
    link(env, alertPaths.manage, 'manage', alert.id),
    link(env, alertPaths.unsubscribe, 'unsubscribe', alert.id),
  ]);
  const why = `You get this mail because this address asked ${siteName} for job alerts: ${describeAlertSearch(alert.search)}, ${alertFrequencyLabels[alert.frequency].toLowerCase()}.`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:600px">${body.html}<hr><p style="font-size:13px;color:#6b7280">${escape(why)}<br><a href="${escape(manage)}">Manage this alert</a> · <a href="${escape(unsubscribe)}">Unsubscribe</a></p></body></html>`;
  const text = `${body.text}\n\n--\n${why}\nManage this alert: ${manage}\nUnsubscribe: ${unsubscribe}\n`;
  return { to: alert.email, subject, html, text, headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** The double opt-in mail: its link opens a page whose button confirms (opening it alone changes nothing). */
export async function confirmationMail(env: Env, alert: MailAlert): Promise<Mail> {
  const confirm = await link(env, alertPaths.confirm, 'confirm', alert.id);
  const what = `${describeAlertSearch(alert.search)}, ${alertFrequencyLabels[alert.frequency].toLowerCase()}`;
  const lines = [
    `Someone, probably you, asked ${siteName} to email this address new jobs: ${what}.`,
    'Nothing will be sent unless you confirm. The link works for 7 days; if you did not ask for this, ignore this mail.',
  ];
  return framed(env, alert, 'Confirm your job alert', {
    html: `<h1 style="font-size:20px">Confirm your job alert</h1><p>${escape(lines[0]!)}</p><p><a href="${escape(confirm)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Confirm alert</a></p><p>${escape(lines[1]!)}</p>`,
    text: `${lines[0]}\n\nConfirm the alert: ${confirm}\n\n${lines[1]}`,
  });
}

function jobLine(job: AlertJob): string {
  return [job.company, job.location, job.type, job.salary].filter(Boolean).join(' · ');
}

/** New jobs for an alert: one (an instant alert's usual mail) or a digest; `more` counts those not listed. */
export async function jobsMail(env: Env, alert: MailAlert, jobs: AlertJob[], more: number): Promise<Mail> {
  const first = jobs[0]!;
  const count = jobs.length + more;
  const subject =
    count === 1 ? `New remote design job: ${first.title}${first.company ? ` at ${first.company}` : ''}` : `${count} new remote design jobs: ${describeAlertSearch(alert.search)}`;
  const moreText = more > 0 ? `And ${more} more on ${siteName}.` : '';
  const html =
    `<h1 style="font-size:20px">${escape(subject)}</h1>` +
    jobs.map((job) => `<p><a href="${escape(job.href)}" style="font-weight:bold">${escape(job.title)}</a><br>${escape(jobLine(job))}</p>`).join('') +
    (moreText ? `<p>${escape(moreText)}</p>` : '');
  const text = [subject, '', ...jobs.map((job) => `${job.title}\n${jobLine(job)}\n${job.href}\n`), moreText].join('\n').trim();
  return framed(env, alert, subject, { html, text });
}
