import { postingLinkPaths, siteName, type JobSubmission, type PostingLinkPurpose } from '@rdj/shared';
import { escapeAttr as escape } from '../lib/escape';
import { publicOrigin } from '../http/origin';
import type { Mail } from '../mail/client';
import { postingToken } from './tokens';

/** The link to the page of `purpose` for posting `id`, signed for that purpose alone. */
export async function postingLink(env: Env, purpose: PostingLinkPurpose, id: string): Promise<string> {
  return `${publicOrigin(env)}${postingLinkPaths[purpose]}?${new URLSearchParams({ token: await postingToken(env, purpose, id) })}`;
}

const button = 'display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;margin-right:8px';

/** A day as mails write it: "3 December 2026" (UTC, the day the posting's page shows). */
function mailDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Every posting mail's frame (docs/postings.md#lifecycle): an HTML and a text part, and why it came. */
function framed(to: string, subject: string, paragraphs: string[], links: { label: string; href: string }[]): Mail {
  const why = `You get this mail because this address was given as the contact of a job posting on ${siteName}.`;
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:600px"><h1 style="font-size:20px">${escape(subject)}</h1>` +
    paragraphs.map((p) => `<p>${escape(p)}</p>`).join('') +
    `<p>${links.map((l) => `<a href="${escape(l.href)}" style="${button}">${escape(l.label)}</a>`).join('')}</p>` +
    `<hr><p style="font-size:13px;color:#6b7280">${escape(why)}</p></body></html>`;
  const text = `${subject}\n\n${paragraphs.join('\n\n')}\n\n${links.map((l) => `${l.label}: ${l.href}`).join('\n')}\n\n--\n${why}\n`;
  return { to, subject, html, text, headers: {} };
}

/**
 * On submission: the posting (or an edit of the live posting `liveId`) is in, waiting for review, with the link to
 * the page where the employer edits or closes it. The link names the live posting, which an edit never replaces.
 */
export async function receivedMail(env: Env, submission: JobSubmission, liveId: string): Promise<Mail> {
  const manage = await postingLink(env, 'manage', liveId);
  const edit = submission.editOf !== null;
  const subject = edit ? `We received your edit: ${submission.title}` : `We received your job posting: ${submission.title}`;
  const paragraphs = edit
    ? ['Thank you. Your edit goes to review; until it is approved, the posting shows as it was.']
    : [
        `Thank you. "${submission.title}" at ${submission.company} goes to review; once approved it runs for ${submission.runDays} days.`,
      ];
  paragraphs.push('Keep this mail: its link lets you edit the posting or close it early. Anyone with the link can.');
  return framed(submission.email, subject, paragraphs, [{ label: 'Manage posting', href: manage }]);
}

/** A few days before it ends: when, and links to renew or close it (each page asks before it does anything). */
export async function reminderMail(env: Env, posting: JobSubmission): Promise<Mail> {
  const [renew, close, manage] = await Promise.all([
    postingLink(env, 'renew', posting.id),
    postingLink(env, 'close', posting.id),
    postingLink(env, 'manage', posting.id),
  ]);
  const day = mailDay(posting.expiresAt!);
  const subject = `Your job posting ends on ${day}`;
  const paragraphs = [
    `"${posting.title}" at ${posting.company} stops taking applications on ${day}.`,
    `Still hiring? Renew it for another ${posting.runDays} days. Filled the role? Close it now, so nobody applies in vain.`,
  ];
  return framed(posting.email, subject, paragraphs, [
    { label: 'Renew posting', href: renew },
    { label: 'Close posting', href: close },
    { label: 'Manage posting', href: manage },
  ]);
}

/**
 * Halfway through a run (docs/postings.md#still-hiring): is the job still open? The first link's page confirms it;
 * without an answer by `confirmBy` the posting closes.
 */
export async function stillHiringMail(env: Env, posting: JobSubmission, confirmBy: string): Promise<Mail> {
  const [hiring, close] = await Promise.all([postingLink(env, 'hiring', posting.id), postingLink(env, 'close', posting.id)]);
  const day = mailDay(confirmBy);
  const paragraphs = [
    `"${posting.title}" at ${posting.company} is halfway through its run. Is the role still open? We ask so that designers only apply to jobs that are.`,
    `Please confirm by ${day}: a posting not confirmed by then closes, and we will mail you how to renew it. Filled the role? Close it now.`,
  ];
  return framed(posting.email, `Are you still hiring? ${posting.title}`, paragraphs, [
    { label: 'Yes, still hiring', href: hiring },
    { label: 'Close posting', href: close },
  ]);
}

/** Closed because the still-hiring mail was not answered in time: how to bring it back (docs/postings.md#still-hiring). */
export async function closedUnconfirmedMail(env: Env, posting: JobSubmission): Promise<Mail> {
  const renew = await postingLink(env, 'renew', posting.id);
  const paragraphs = [
    `We asked whether you were still hiring for "${posting.title}" at ${posting.company} and did not hear back, so it was closed and no longer takes applications.`,
    `Still hiring? Renew it for another ${posting.runDays} days: it comes back at the same address.`,
  ];
  return framed(posting.email, `Your job posting was closed: ${posting.title}`, paragraphs, [{ label: 'Renew posting', href: renew }]);
}
