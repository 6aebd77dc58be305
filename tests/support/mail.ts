/**
 * The mail sandbox the test platform runs (sandbox/mail-provider/README.md): every mail the platform sends is kept
 * there, and the tests read an address's mails from it as its owner's mail client would.
 */
import type { Page } from 'playwright-core';

const mailUrl = process.env.MAIL_URL;
if (!mailUrl) {
  throw new Error('MAIL_URL is not set: run the browser tests with `npm test`, which starts the platform and its mail sandbox');
}

/** One message as `GET /api/messages` lists it. */
export interface SandboxMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
  created_at: string;
  bounced: boolean;
}

/** The mails sent to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<SandboxMail[]> {
  const res = await fetch(`${mailUrl}/api/messages?${new URLSearchParams({ to: address })}`);
  if (res.status !== 200) throw new Error(`the mail sandbox answered ${res.status}`);
  return (await res.json()) as SandboxMail[];
}

/**
 * Waits until a mail to `address` satisfies `wanted` and answers all of that address's mails by then. Instant mails
 * go through the platform's queue (batches of up to 2 s locally), so they take a few seconds; past `timeoutMs` it
 * fails saying what did arrive.
 */
export async function waitForMail(
  address: string,
  what: string,
  wanted: (mail: SandboxMail) => boolean,
  timeoutMs = 20_000,
): Promise<SandboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.some(wanted)) return mails;
    if (Date.now() > deadline) {
      const subjects = mails.map((mail) => `"${mail.subject}"`).join(', ') || 'none';
      throw new Error(`${what} did not reach ${address} within ${timeoutMs / 1000} s; its mails: ${subjects}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A header of the mail, its name in any case (a mail header's name is case-insensitive). */
export function mailHeader(mail: SandboxMail, name: string): string | undefined {
  return Object.entries(mail.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

/** The addresses in the mail's text part whose path is `path`, as a plain-text mail client shows them. */
export function textLinks(mail: SandboxMail, path: string): string[] {
  return [...(mail.text ?? '').matchAll(/https?:\/\/[^\s<>"]+/g)].map(([url]) => url).filter((url) => new URL(url).pathname === path);
}

/** The `href` of the link named `name` in the mail's HTML part, rendered in `reader` as a mail client renders it. */
export async function htmlLink(reader: Page, mail: SandboxMail, name: string): Promise<string> {
  if (mail.html === null) throw new Error(`"${mail.subject}" has no HTML part`);
  await reader.setContent(mail.html);
  const href = await reader.getByRole('link', { name, exact: true }).getAttribute('href');
  if (!href) throw new Error(`"${mail.subject}" has no link named ${name}`);
  return href;
}
