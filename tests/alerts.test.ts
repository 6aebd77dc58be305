import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { adminHeaders, approveSubmission } from './support/admin-api';
import { htmlLink, mailHeader, mailsTo, textLinks, waitForMail, type SandboxMail } from './support/mail';
import { baseUrl, useBrowser } from './support/platform';
import { sendPosting } from './support/postings';

/**
 * Job alerts by email (docs/alerts.md), end to end: the category page's form, the mail sandbox the test platform
 * runs, the confirm page, an approved posting matched through the platform's queue, and RFC 8058 one-click
 * unsubscribe. Every address is new on each run, so a rerun never meets the limit of one confirmation mail per
 * address per 10 minutes.
 */
const browser = useBrowser();

const categoryPage = '/remote-graphic-design-jobs';

function anAddress(name: string): string {
  return `${name}-${randomBytes(4).toString('hex')}@example.com`;
}

function alertForm(page: Page) {
  return page.getByRole('form', { name: 'Get alerts for these jobs' });
}

/** Fills the category page's alert form and presses Get alerts. */
async function signUp(page: Page, email: string, frequency: string): Promise<void> {
  const form = alertForm(page);
  await form.getByLabel('Email address', { exact: true }).fill(email);
  await form.getByLabel('How often', { exact: true }).selectOption({ label: frequency });
  await form.getByRole('button', { name: 'Get alerts' }).click();
}

/** A graphic design posting sent for review through the API, as the post-a-job form sends it. */
async function submitGraphicDesignPosting(role: string): Promise<{ title: string; company: string; suffix: string }> {
  const suffix = randomBytes(4).toString('hex');
  const posting = { title: `${role} ${suffix}`, company: `Alert Studio ${suffix}`, suffix };
  await sendPosting({
    title: posting.title,
    company: posting.company,
    type: 'Full-time',
    category: 'graphic-design',
    description: 'Design identities and campaigns for our clients.\nA small remote team.',
    applicationUrl: `https://studio.example/careers/${suffix}`,
    email: `jobs-${suffix}@studio.example`,
  });
  return posting;
}

/**
 * Submits a graphic design posting and approves it as the administrator; answers it with its id. Approved graphic
 * design postings take the home page's featured places, which other tests follow (tests/jobs-redirect.test.ts), so
 * the administrator rejects it again once the test is over.
 */
async function approvedGraphicDesignPosting(role: string) {
  const posting = await submitGraphicDesignPosting(role);
  const { id } = await approveSubmission(posting.suffix);
  onTestFinished(async () => {
    const res = await fetch(`${baseUrl}/api/admin/postings/${id}/reject`, { method: 'POST', headers: await adminHeaders() });
    await res.body?.cancel();
    if (res.status !== 200) throw new Error(`rejecting ${id} after the test answered ${res.status}`);
  });
  return { ...posting, id };
}

/**
 * A link from a mail, checked to lead to this platform: the test platform's PUBLIC_ORIGIN, which every mail's links
 * are made from, is its own address (scripts/lib/server.mjs).
 */
function platformLink(href: string, path: string): string {
  const url = new URL(href);
  expect(url.origin).toBe(baseUrl);
  expect(url.pathname).toBe(path);
  return href;
}

/** The confirmation mail's link, the same in its HTML part (the Confirm alert button) and its text part. */
async function confirmLink(reader: Page, mail: SandboxMail): Promise<string> {
  expect(mail.subject).toBe('Confirm your job alert');
  const href = await htmlLink(reader, mail, 'Confirm alert');
  expect(textLinks(mail, '/alerts/confirm')).toEqual([href]);
  return platformLink(href, '/alerts/confirm');
}

/** The RFC 8058 unsubscribe address every alert mail carries in its headers. */
function oneClickUnsubscribe(mail: SandboxMail): string {
  expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const [, href] = /^<([^>]+)>$/.exec(mailHeader(mail, 'List-Unsubscribe') ?? '') ?? [];
  expect(href, 'List-Unsubscribe holds one <address>').toBeDefined();
  return platformLink(href!, '/alerts/unsubscribe');
}

/** The POST a mail provider sends for its Unsubscribe button (RFC 8058): no cookies, no Origin, that body only. */
function postOneClick(url: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
    redirect: 'manual',
  });
}

const mentions = (title: string) => (mail: SandboxMail) => mail.subject.includes(title) || Boolean(mail.text?.includes(title));

/**
 * A confirmed instant alert for the graphic design page that the test does not touch: its mails show when a posting
 * has been matched and sent, so the test knows the queue has done its work before it looks at what did not arrive.
 * Set up by the requests the pages send: the hydrated form's sign-up and the Confirm alert button's form post.
 */
async function witnessAlert(reader: Page): Promise<string> {
  const email = anAddress('alerts-witness');
  const signup = await fetch(`${baseUrl}/api/alerts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, frequency: 'instant', category: 'graphic-design' }),
  });
  expect(signup.status).toBe(200);
  const [confirmation] = await waitForMail(email, 'The confirmation mail', (mail) => mail.subject === 'Confirm your job alert');
  const token = new URL(await confirmLink(reader, confirmation!)).searchParams.get('token')!;
  const confirmed = await fetch(`${baseUrl}/alerts/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
    body: new URLSearchParams({ token }),
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(303);
  expect(confirmed.headers.get('location')).toBe('/alerts/confirmed');
  // Gone after the test, passed or failed, so no later test's posting mails it.
  const unsubscribe = oneClickUnsubscribe(confirmation!);
  onTestFinished(async () => {
    await (await postOneClick(unsubscribe)).body?.cancel();
  });
  return email;
}

describe('job alerts by email', () => {
  it(
    'mails an instant alert for a posting approved after the Confirm alert button, none before it, and none after a one-click unsubscribe',
    async () => {
      const reader = await browser.newPage();
      const witness = await witnessAlert(reader);

      // 1. A visitor asks the graphic design page for alerts, as soon as jobs are posted.
      const email = anAddress('alerts');
      const page = await browser.open(categoryPage);
      const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/alerts');
      await signUp(page, email, 'As soon as they are posted');
      expect((await answered).status()).toBe(200);
      await alertForm(page).getByRole('status').filter({ hasText: 'Check your inbox to confirm your alert.' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(categoryPage);

      // 2. The confirmation mail: an HTML and a text part, the one-click headers, and a link to the confirm page.
      const [confirmation] = await waitForMail(email, 'The confirmation mail', (mail) => mail.subject === 'Confirm your job alert');
      expect(confirmation!.html).toContain('Graphic Design jobs');
      expect(confirmation!.text).toContain('Graphic Design jobs');
      oneClickUnsubscribe(confirmation!);
      const confirmPage = await browser.open(await confirmLink(reader, confirmation!));
      await confirmPage.getByRole('heading', { level: 1, name: 'Confirm your job alert' }).waitFor();
      expect(await confirmPage.getByRole('main').getByRole('definition').allTextContents()).toEqual(['Graphic Design jobs', 'As soon as they are posted']);

      // Opening the link confirmed nothing (mail scanners open every link): a posting approved now reaches the
      // witness's confirmed alert and not this one.
      const before = await approvedGraphicDesignPosting('Brand Designer');
      await waitForMail(witness, `The alert for "${before.title}"`, mentions(before.title));

      await confirmPage.getByRole('button', { name: 'Confirm alert' }).click();
      await confirmPage.waitForURL((url) => url.pathname === '/alerts/confirmed');
      await confirmPage.getByRole('heading', { level: 1, name: 'Job alert confirmed' }).waitFor();

      // 3. and 4. A posting approved now comes in one mail of its own, with a link to its page.
      const posting = await approvedGraphicDesignPosting('Graphic Designer');
      const mails = await waitForMail(email, `The alert for "${posting.title}"`, mentions(posting.title));
      expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your job alert', `New remote design job: ${posting.title} at ${posting.company}`]);
      const alert = mails[1]!;
      expect(alert.text).toContain(posting.title);
      expect(alert.text).not.toContain(before.title);
      expect(alert.html).not.toContain(before.title);
      const postingHref = platformLink(await htmlLink(reader, alert, posting.title), `/jobs/${posting.id}`);
      expect(textLinks(alert, `/jobs/${posting.id}`)).toEqual([postingHref]);
      const postingPage = await browser.open(postingHref);
      await postingPage.getByRole('heading', { level: 1, name: posting.title }).waitFor();

      // 5. The mail client's Unsubscribe button: the RFC 8058 POST from the mail provider's server.
      const unsubscribed = await postOneClick(oneClickUnsubscribe(alert));
      expect([200, 202, 204, 303]).toContain(unsubscribed.status);

      // 6. Once the next posting has reached the witness (matched and sent), and a queue batch more has passed,
      // nothing more has come to the unsubscribed address.
      const after = await approvedGraphicDesignPosting('Visual Designer');
      await waitForMail(witness, `The alert for "${after.title}"`, mentions(after.title));
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(mails.map((mail) => mail.subject));
    },
    120_000,
  );

  it('signs up from the category page and confirms without JavaScript, by the forms posting themselves', async () => {
    const email = anAddress('alerts-no-script');
    const withoutScript = { javaScriptEnabled: false };
    const page = await browser.open(categoryPage, withoutScript);
    await signUp(page, email, 'Once a week');
    await page.waitForURL((url) => url.pathname === '/alerts/sent');
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/alerts/sent`);

    const [confirmation] = await waitForMail(email, 'The confirmation mail', (mail) => mail.subject === 'Confirm your job alert');
    const reader = await browser.newPage(withoutScript);
    const link = await confirmLink(reader, confirmation!);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Confirm your job alert' }).waitFor();
    expect(await page.getByRole('main').getByRole('definition').allTextContents()).toEqual(['Graphic Design jobs', 'Once a week']);
    await page.getByRole('button', { name: 'Confirm alert' }).click();
    await page.waitForURL((url) => url.pathname === '/alerts/confirmed');
    await page.getByRole('heading', { level: 1, name: 'Job alert confirmed' }).waitFor();

    // The mail's unsubscribe page works without JavaScript too; then the alert, and its confirm link, are gone.
    await page.goto(oneClickUnsubscribe(confirmation!));
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from this job alert' }).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.waitForURL((url) => url.pathname === '/alerts/unsubscribed');
    await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
  });
});
