import { describe, expect, it } from 'vitest';
import type { BoardPosting, JobSubmission } from '@rdj/shared';
import { adminHeaders } from './support/admin-api';
import { newClient } from './support/client';
import { htmlLink, textLinks, waitForMail } from './support/mail';
import { baseUrl, hydrated, useBrowser } from './support/platform';
import { approvedPosting } from './support/postings';

/**
 * A posting's end of life (docs/postings.md#lifecycle), end to end: the employer closes it through the link of the
 * mail that came when it was posted, and from that moment its page says so, has no View Job link, no JobPosting and
 * is noindex, and it is gone from its category page.
 */
const browser = useBrowser();

const categoryPage = '/remote-product-design-jobs';

async function categoryTitles(): Promise<string> {
  const res = await fetch(`${baseUrl}${categoryPage}`);
  expect(res.status).toBe(200);
  return res.text();
}

describe('a closed posting', () => {
  it(
    "is closed by its employer from the mail's manage link, then says so on its page, without View Job, JobPosting or indexing, and leaves its category page at once",
    async () => {
      const posting = await approvedPosting('Lifecycle');
      expect(await categoryTitles()).toContain(posting.title);
      const open = await browser.open(`/jobs/${posting.id}`);
      await open.getByRole('link', { name: 'View Job' }).waitFor();

      // The mail that came on submission: the manage link, in both parts, naming no address.
      const [received] = await waitForMail(posting.email, 'The confirmation mail', (mail) => mail.subject.startsWith('We received your job posting'));
      const reader = await browser.newPage();
      const manageHref = await htmlLink(reader, received!, 'Manage posting');
      expect(new URL(manageHref).pathname).toBe('/postings/manage');
      expect(textLinks(received!, '/postings/manage')).toEqual([manageHref]);
      expect(manageHref).not.toContain(posting.email);
      expect(manageHref).not.toContain('%40');

      // The page hydrates cleanly where JavaScript runs.
      const withScript = await browser.newPage();
      const messages: string[] = [];
      withScript.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
      });
      await withScript.goto(manageHref);
      await hydrated(withScript);
      await withScript.getByRole('button', { name: 'Close posting' }).waitFor();
      expect(messages).toEqual([]);

      // Opening the link changes nothing (mail scanners open every link); the button closes, without JavaScript too.
      const manage = await browser.open(manageHref, { javaScriptEnabled: false });
      await manage.getByRole('heading', { level: 1, name: 'Manage your job posting' }).waitFor();
      await manage.getByText(/^Open: posted/).waitFor();
      expect(await categoryTitles()).toContain(posting.title);
      await manage.getByRole('button', { name: 'Close posting' }).click();
      await manage.waitForURL((url) => url.pathname === '/postings/manage' && url.searchParams.get('done') === 'closed');
      await manage.getByText('Your posting is closed. It no longer accepts applications.').waitFor();
      expect(await manage.getByRole('button', { name: 'Close posting' }).count()).toBe(0);

      // The posting's page stays, 200, saying it no longer takes applications, with nothing for Google for Jobs.
      const page = await browser.newPage();
      const response = await page.goto(`/jobs/${posting.id}`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: posting.title }).waitFor();
      await page.getByText('This job is no longer accepting applications.').waitFor();
      expect(await page.getByRole('link', { name: 'View Job' }).count()).toBe(0);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await categoryTitles()).not.toContain(posting.title);

      // The same link from a forged token is a dead end: the invalid-link page, 404, nothing to press.
      const forged = `${manageHref.slice(0, -4)}AAAA`;
      const dead = await browser.newPage({ javaScriptEnabled: false });
      expect((await dead.goto(forged))?.status()).toBe(404);
      await dead.getByRole('heading', { level: 1, name: 'This link is no longer valid' }).waitFor();
      expect(await dead.getByRole('main').getByRole('button').count()).toBe(0);
    },
    90_000,
  );
});

describe('an edit of a live posting', () => {
  it(
    "comes from the manage page's Edit as the post-a-job form filled with the posting, waits for review while the live posting stays, and replaces it once approved",
    async () => {
      const posting = await approvedPosting('Lifecycle');
      const [received] = await waitForMail(posting.email, 'The confirmation mail', (mail) => mail.subject.startsWith('We received your job posting'));
      // The form posts as a client of its own: postings are limited per client (docs/postings.md#review).
      const manage = await browser.open(textLinks(received!, '/postings/manage')[0]!, {
        javaScriptEnabled: false,
        prepare: (context) => context.setExtraHTTPHeaders(newClient()),
      });
      await manage.getByRole('link', { name: 'Edit posting' }).click();
      await manage.waitForURL((url) => url.pathname === '/post-job' && url.searchParams.has('edit'));
      const title = manage.locator('#post-job-title');
      expect(await title.inputValue()).toBe(posting.title);
      expect(await manage.locator('#post-job-email').inputValue()).toBe(posting.email);
      await title.fill(`${posting.title} edited`);
      await manage.getByRole('button', { name: 'Submit Job Posting' }).click();
      await manage.waitForURL((url) => url.pathname === '/thank-you');

      const live = async () => (await (await fetch(`${baseUrl}/api/postings/${posting.id}`)).json()) as BoardPosting;
      expect((await live()).title).toBe(posting.title);
      const headers = await adminHeaders();
      const list = (await (await fetch(`${baseUrl}/api/admin/postings?status=pending`, { headers })).json()) as { submissions: JobSubmission[] };
      const edit = list.submissions.find((submission) => submission.editOf === posting.id);
      expect(edit?.title).toBe(`${posting.title} edited`);
      const approved = await fetch(`${baseUrl}/api/admin/postings/${edit!.id}/approve`, { method: 'POST', headers });
      await approved.body?.cancel();
      expect(approved.status).toBe(200);
      expect(await live()).toMatchObject({ id: posting.id, title: `${posting.title} edited`, open: true });
      expect(await categoryTitles()).toContain(`${posting.title} edited`);

      const closed = await fetch(`${baseUrl}/api/admin/postings/${posting.id}/close`, { method: 'POST', headers });
      await closed.body?.cancel();
      expect(closed.status).toBe(200);
    },
    90_000,
  );
});
