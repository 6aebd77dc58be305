import type { BoardPosting, JobListPage, JobSubmission, ManagePostingAnswer } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedAlert, inbox, linkIn, mailsTo, postForm, queueTestTimeout, runCron, type SandboxMail } from '../../test/support/alerts';
import { signedInAdmin } from '../../test/support/auth';
import { call } from '../../test/support/call';
import { finishedRun } from '../../test/support/job-index';
import { adminClose, expire, expireIn, postingRow, reviewed, submit, submitted, validPosting } from '../../test/support/postings';
import { clearStoredSitemap } from '../../test/support/sitemap';
import { crons } from '../scheduled';
import { postingToken } from './tokens';

let token = '';

beforeAll(async () => {
  token = (await signedInAdmin('postings-lifecycle')).session.access_token;
});

afterAll(clearStoredSitemap);

const uniqueTitle = (base: string) => `${base} ${crypto.randomUUID().slice(0, 8)}`;
const dayMs = 24 * 60 * 60 * 1000;

/** Submits, approves, and answers the posting with its contact address and the mail that came on submission. */
async function livePosting(overrides: Parameters<typeof validPosting>[0] = {}): Promise<{ id: string; email: string; mail: SandboxMail; title: string }> {
  const title = uniqueTitle(overrides.title ?? 'Lifecycle Motion Designer');
  const posting = validPosting({ ...overrides, title });
  const id = await submitted(posting);
  await reviewed(id, 'approve', token);
  const [mail] = await mailsTo(posting.email, 1);
  return { id, email: posting.email, mail: mail!, title };
}

async function listingTitles(category = 'specialized-design'): Promise<string[]> {
  const res = await call(`/api/jobs?category=${category}&page=1`);
  expect(res.status).toBe(200);
  return (await res.json<JobListPage>()).jobs.map((job) => job.title);
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await call(path);
  return { status: res.status, html: await res.text() };
}

async function publicPosting(id: string): Promise<{ status: number; body: BoardPosting }> {
  const res = await call(`/api/postings/${id}`);
  return { status: res.status, body: await res.json<BoardPosting>() };
}

async function managed(purpose: string, linkToken: string): Promise<{ status: number; body: ManagePostingAnswer }> {
  const res = await call(`/api/postings/manage?${new URLSearchParams({ purpose, token: linkToken })}`);
  return { status: res.status, body: await res.json<ManagePostingAnswer>() };
}

/** What an ended posting's page and answers must be (docs/postings.md#lifecycle). */
async function expectEnded(id: string, title: string): Promise<void> {
  expect(await listingTitles()).not.toContain(title);
  const { status, body } = await publicPosting(id);
  expect(status).toBe(200);
  expect(body).toMatchObject({ open: false, applyHref: '' });
  const { status: pageStatus, html } = await page(`/jobs/${id}`);
  expect(pageStatus).toBe(200);
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('application/ld+json');
}

describe('a posting\'s run (docs/postings.md#lifecycle)', () => {
  it('runs for the days the employer picked, from its approval', async () => {
    const id = await submitted(validPosting({ runDays: '14' }));
    const approved = await reviewed(id, 'approve', token);
    expect(Date.parse(approved.expiresAt!) - Date.parse(approved.reviewedAt!)).toBe(14 * dayMs);
    const { body } = await publicPosting(id);
    expect(body.validThrough).toBe(approved.expiresAt);
  });

  it('leaves the list at its expiry, before the expiry run, and its page stays: 200, noindex, no JobPosting, no View Job', async () => {
    const { id, title } = await livePosting();
    expect((await page(`/jobs/${id}`)).html).toContain('application/ld+json');
    await expireIn(id, 1500);
    expect(await listingTitles()).toContain(title);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await expectEnded(id, title);
  });

  it('leaves the feed, the generated sitemap and the stored sitemap once it expired', async () => {
    const { id } = await livePosting();
    await expireIn(id, 1500);
    const generate = await call('/api/generate-sitemap', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(generate.status).toBe(200);
    const feedBefore = await (await call('/feeds/specialized-design.xml')).text();
    expect(feedBefore).toContain(`/jobs/${id}`);
    expect(await (await call('/sitemap.xml')).text()).toContain(`/jobs/${id}</loc>`);

    await new Promise((resolve) => setTimeout(resolve, 1600));
    const feed = await call('/feeds/specialized-design.xml');
    expect(await feed.text()).not.toContain(`/jobs/${id}`);
    const stored = await (await call('/sitemap.xml')).text();
    expect(stored).not.toContain(`/jobs/${id}`);
    expect(stored).toContain('<loc>https://remotedesignjobs.test/</loc>');
    await clearStoredSitemap();
    expect(await (await call('/sitemap.xml')).text()).not.toContain(`/jobs/${id}`);
  });

  it('caches pages that list postings no longer than until the next expiry', async () => {
    await finishedRun();
    const { id } = await livePosting();
    await expireIn(id, 20_000);
    const { maxAgeOf } = await import('../html/max-age');
    const seconds = await maxAgeOf(env, 'jobs');
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(20);
    await expire(id);
  });

  it('serves a page cached until an expiry no longer than that, from the isolate\'s memory neither', async () => {
    const { cachePage, cachedPage } = await import('../lib/page-cache');
    const path = { path: `/lifecycle-${crypto.randomUUID()}`, newsletterClosed: false };
    await cachePage(env, path, { html: '<p>listed</p>', status: 200, shell: 's', release: 'r', tags: [] }, 1);
    expect((await cachedPage(env, path))?.html).toBe('<p>listed</p>');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await cachedPage(env, path)).toBeNull();
  });
});

describe('the employer\'s links', () => {
  it('mails the manage link on submission; its page shows the posting and opening it changes nothing', async () => {
    const { id, mail, title } = await livePosting();
    expect(mail.subject).toBe(`We received your job posting: ${title}`);
    const link = linkIn(mail, '/postings/manage');
    expect(link.href).not.toContain('@');
    const before = await postingRow(id);
    const opened = await page(link.href);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('<title>Manage your job posting | Remote Design Jobs</title>');
    expect(opened.html).toContain('name="robots" content="noindex, nofollow"');
    const { status, body } = await managed('manage', link.token);
    expect(status).toBe(200);
    expect(body.posting).toMatchObject({ id, open: true, status: 'approved', editPending: false });
    expect(await postingRow(id)).toEqual(before);
  });

  it('closes the posting from the manage page\'s button: gone from the list at once, page 200 noindex', async () => {
    const { id, mail, title } = await livePosting();
    expect(await listingTitles()).toContain(title);
    const link = linkIn(mail, '/postings/manage');
    const res = await postForm('/postings/manage', { token: link.token, action: 'close' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/postings/manage?${new URLSearchParams({ token: link.token, done: 'closed' })}`);
    expect(await postingRow(id)).toMatchObject({ closed_by: 'employer', closed_at: expect.any(String) });
    await expectEnded(id, title);
    const { body } = await managed('manage', link.token);
    expect(body.posting).toMatchObject({ open: false, closedBy: 'employer' });
  });

  it('refuses forged, cut and other purposes\' tokens with the invalid-link page, and changes nothing', async () => {
    const { id, mail } = await livePosting();
    const manage = linkIn(mail, '/postings/manage').token;
    const renew = await postingToken(env, 'renew', id);
    const forged = `${id}.${'A'.repeat(43)}`;
    const before = await postingRow(id);
    for (const bad of [renew, forged, manage.slice(0, -1), '', `${crypto.randomUUID()}.${manage.split('.')[1]}`]) {
      expect((await managed('manage', bad)).status).toBe(404);
      expect((await postForm('/postings/manage', { token: bad, action: 'close' })).status).toBe(404);
      expect((await postForm('/postings/close', { token: bad })).status).toBe(404);
    }
    // A close token does not renew, nor a renew token close.
    expect((await postForm('/postings/renew', { token: await postingToken(env, 'close', id) })).status).toBe(404);
    expect((await postForm('/postings/close', { token: renew })).status).toBe(404);
    // An action the page never sends, with a good token: back to the page, nothing done.
    const odd = await postForm('/postings/manage', { token: manage, action: 'delete' });
    expect([odd.status, odd.headers.get('Location')]).toEqual([303, `/postings/manage?${new URLSearchParams({ token: manage })}`]);
    expect(await postingRow(id)).toEqual(before);
  });

  it('refuses a close from another site', async () => {
    const { id, mail } = await livePosting();
    const res = await postForm('/postings/manage', { token: linkIn(mail, '/postings/manage').token, action: 'close' }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await postingRow(id)).toMatchObject({ closed_at: null });
  });
});

describe('the reminder before a posting ends', () => {
  it('goes out once at 08:00 for a posting ending within 3 days, with renew and close links whose pages change nothing until posted', async () => {
    const { id, email, title } = await livePosting();
    await expireIn(id, 2 * dayMs);
    await runCron(crons.daily);
    const [, reminder] = await mailsTo(email, 2);
    expect(reminder!.subject).toMatch(/^Your job posting ends on /);
    expect(reminder!.text).toContain(title);
    await runCron(crons.daily);
    expect(await inbox(email)).toHaveLength(2);

    const renew = linkIn(reminder!, '/postings/renew');
    const before = await postingRow(id);
    expect((await page(renew.href)).status).toBe(200);
    expect(await postingRow(id)).toEqual(before);

    const res = await postForm('/postings/renew', { token: renew.token });
    expect(res.status).toBe(303);
    const after = (await postingRow(id))!;
    expect(after.reminded_at).toBeNull();
    const runs = Date.parse(after.expires_at as string) - Date.now();
    expect(runs).toBeGreaterThan(29 * dayMs);
    expect(runs).toBeLessThanOrEqual(30 * dayMs);

    const close = linkIn(reminder!, '/postings/close');
    expect((await page(close.href)).status).toBe(200);
    expect(await postingRow(id)).toMatchObject({ closed_at: null });
    expect((await postForm('/postings/close', { token: close.token })).status).toBe(303);
    expect(await postingRow(id)).toMatchObject({ closed_by: 'employer' });
    expect((await postForm('/postings/renew', { token: renew.token })).status).toBe(303);
    expect(await postingRow(id)).toMatchObject({ expires_at: after.expires_at });
  });
});

describe('an admin closing a posting', () => {
  it('closes an approved posting (closed_by admin), refuses without a session, 404 for an unknown id, 409 for a pending one', async () => {
    const { id, title } = await livePosting();
    expect((await call(`/api/admin/postings/${id}/close`, { method: 'POST' })).status).toBe(401);
    expect(await postingRow(id)).toMatchObject({ closed_at: null });
    expect((await adminClose(crypto.randomUUID(), token)).status).toBe(404);
    const pending = await submitted();
    expect((await adminClose(pending, token)).status).toBe(409);

    const res = await adminClose(id, token);
    expect(res.status).toBe(200);
    expect(await res.json<JobSubmission>()).toMatchObject({ id, closedBy: 'admin', closedAt: expect.any(String) });
    await expectEnded(id, title);
  });
});

describe('editing a live posting', () => {
  async function edit(manageToken: string, overrides: Parameters<typeof validPosting>[0]): Promise<Response> {
    return submit(validPosting({ ...overrides, editToken: manageToken }));
  }

  async function editsOf(id: string): Promise<{ id: string; status: string; title: string }[]> {
    const rows = await env.DB.prepare('SELECT id, status, title FROM job_submissions WHERE edit_of = ? ORDER BY created_at').bind(id).all();
    return rows.results as { id: string; status: string; title: string }[];
  }

  it('stores an edit as pending beside the live posting, which stays as it was; a second edit replaces the first', async () => {
    const { id, mail, title } = await livePosting();
    const manage = linkIn(mail, '/postings/manage').token;
    const { body: form } = await managed('manage', manage);
    expect(form.form).toMatchObject({ title, company: 'Northwind Studio', runDays: '30' });
    // What the pay laws asked comes back into the form to edit (docs/postings.md#pay-transparency-laws).
    expect(form.form).toMatchObject({ employerSize: '1', benefits: validPosting().benefits, applicationCloses: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    expect((await edit(manage, { title: 'First edit' })).status).toBe(201);
    expect((await edit(manage, { title: 'Second edit' })).status).toBe(201);
    expect(await editsOf(id)).toEqual([{ id: expect.any(String), status: 'pending', title: 'Second edit' }]);
    expect((await publicPosting(id)).body.title).toBe(title);
    expect((await managed('manage', manage)).body).toMatchObject({ posting: { editPending: true }, form: { title: 'Second edit' } });
  });

  it('copies an approved edit onto the live posting (same id, expiry unchanged), never showing the edit itself', async () => {
    const { id, mail } = await livePosting();
    const manage = linkIn(mail, '/postings/manage').token;
    const live = (await postingRow(id))!;
    await edit(manage, { title: 'Edited Motion Lead', description: 'A new description of the role.' });
    const [pending] = await editsOf(id);
    const approved = await reviewed(pending!.id, 'approve', token);
    expect(approved).toMatchObject({ status: 'approved', editOf: id });

    const { body } = await publicPosting(id);
    expect(body).toMatchObject({ id, title: 'Edited Motion Lead', description: 'A new description of the role.', open: true, validThrough: live.expires_at });
    expect((await publicPosting(pending!.id)).status).toBe(404);
    expect(await listingTitles()).toContain('Edited Motion Lead');
    expect((await listingTitles()).filter((t) => t === 'Edited Motion Lead')).toHaveLength(1);
  });

  it('keeps the live posting when the edit is rejected', async () => {
    const { id, mail, title } = await livePosting();
    await edit(linkIn(mail, '/postings/manage').token, { title: 'Rejected edit' });
    const [pending] = await editsOf(id);
    await reviewed(pending!.id, 'reject', token);
    expect((await publicPosting(id)).body.title).toBe(title);
  });

  it('refuses an edit with a forged or other purpose\'s token, or of a closed posting, and stores nothing', async () => {
    const { id, mail } = await livePosting();
    const manage = linkIn(mail, '/postings/manage').token;
    for (const bad of [await postingToken(env, 'close', id), `${id}.${'B'.repeat(43)}`]) {
      const res = await edit(bad, { title: 'Forged edit' });
      expect(res.status).toBe(400);
      expect((await res.json<{ error: { code: string } }>()).error.code).toBe('invalid_edit_link');
    }
    await adminClose(id, token);
    expect((await edit(manage, { title: 'Too late' })).status).toBe(400);
    expect(await editsOf(id)).toEqual([]);
  });
});

describe('alerts of an ended posting', { timeout: queueTestTimeout }, () => {
  async function deliveries(key: string): Promise<number> {
    const row = await env.DB.prepare('SELECT count(*) AS n FROM alert_deliveries WHERE job_key = ? AND sent_at IS NULL').bind(key).first<{ n: number }>();
    return row?.n ?? 0;
  }

  it('forgets the unsent deliveries of a closed posting, and of an expired one at the next minute', async () => {
    await confirmedAlert({ category: 'specialized-design', frequency: 'weekly' });
    const closed = await livePosting();
    const expired = await livePosting();
    for (const { id } of [closed, expired]) await expect.poll(() => deliveries(`posting:posting-${id}`), { timeout: 15_000 }).toBeGreaterThan(0);

    await postForm('/postings/manage', { token: linkIn(closed.mail, '/postings/manage').token, action: 'close' });
    expect(await deliveries(`posting:posting-${closed.id}`)).toBe(0);

    await expire(expired.id);
    expect(await deliveries(`posting:posting-${expired.id}`)).toBeGreaterThan(0);
    await runCron(crons.everyMinute);
    expect(await deliveries(`posting:posting-${expired.id}`)).toBe(0);
  });
});

describe('without a mail key', () => {
  it('stores the posting all the same', async () => {
    const posting = validPosting();
    const res = await call('/api/postings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(posting),
      env: { MAIL_API_KEY: '' },
    });
    expect(res.status).toBe(201);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM job_submissions WHERE email = ?').bind(posting.email).first('n')).toBe(1);
  });
});
