import type { BoardPosting, JobListPage, ManagePostingAnswer } from '@rdj/shared';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../index';
import { inbox, linkIn, mailsTo, postForm, runCron, type SandboxMail } from '../../test/support/alerts';
import { signedInAdmin } from '../../test/support/auth';
import { call } from '../../test/support/call';
import { expireIn, postingRow, reviewed, submitted, validPosting } from '../../test/support/postings';
import { crons } from '../scheduled';
import { postingIdOfToken, postingToken } from './tokens';

// docs/postings.md#still-hiring

let token = '';

beforeAll(async () => {
  token = (await signedInAdmin('postings-still-hiring')).session.access_token;
});

const dayMs = 24 * 60 * 60 * 1000;

/** An approved posting of `runDays` days, with its contact address and title. */
async function livePosting(runDays = '30'): Promise<{ id: string; email: string; title: string }> {
  const title = `Still Hiring Brand Designer ${crypto.randomUUID().slice(0, 8)}`;
  const posting = validPosting({ title, runDays });
  const id = await submitted(posting);
  await reviewed(id, 'approve', token);
  await mailsTo(posting.email, 1);
  return { id, email: posting.email, title };
}

/** A posting past the halfway of its 30-day run (14 days left), asked by the daily run; answers the mail. */
async function askedPosting(): Promise<{ id: string; email: string; title: string; mail: SandboxMail }> {
  const posting = await livePosting();
  await expireIn(posting.id, 14 * dayMs);
  await runCron(crons.daily);
  const [, mail] = await mailsTo(posting.email, 2);
  return { ...posting, mail: mail! };
}

/** Moves the still-hiring mail of posting `id` back by `ms`, as that much time passing would (time cannot be moved). */
async function askedAgo(id: string, ms: number): Promise<void> {
  await env.DB.prepare('UPDATE job_submissions SET hiring_asked_at = ? WHERE id = ?').bind(new Date(Date.now() - ms).toISOString(), id).run();
}

async function managed(purpose: string, linkToken: string): Promise<{ status: number; body: ManagePostingAnswer & { error?: { code: string } } }> {
  const res = await call(`/api/postings/manage?${new URLSearchParams({ purpose, token: linkToken })}`);
  return { status: res.status, body: await res.json() };
}

async function isOpen(id: string): Promise<boolean> {
  return (await (await call(`/api/postings/${id}`)).json<BoardPosting>()).open;
}

async function listed(title: string): Promise<boolean> {
  const res = await call('/api/jobs?category=specialized-design&page=1');
  return (await res.json<JobListPage>()).jobs.some((job) => job.title === title);
}

describe('the still-hiring mail', () => {
  it('goes out once, at the daily run past the halfway of the run, with a signed still-hiring link that names no address', async () => {
    const { id, email, title } = await livePosting();
    await runCron(crons.daily);
    expect(await inbox(email)).toHaveLength(1);

    await expireIn(id, 14 * dayMs);
    const asked = new Date();
    await runCron(crons.daily, asked);
    const [, mail] = await mailsTo(email, 2);
    expect(mail!.subject).toBe(`Are you still hiring? ${title}`);
    const confirmBy = new Date(asked.getTime() + 7 * dayMs).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(mail!.text).toContain(`Please confirm by ${confirmBy}`);
    const link = linkIn(mail!, '/postings/still-hiring');
    expect(link.href).not.toContain('@');
    expect(await postingIdOfToken(env, 'hiring', link.token)).toBe(id);
    expect(linkIn(mail!, '/postings/close').token).toBe(await postingToken(env, 'close', id));
    expect(await postingRow(id)).toMatchObject({ hiring_asked_at: asked.toISOString(), hiring_confirmed_at: null });

    await runCron(crons.daily);
    expect(await inbox(email)).toHaveLength(2);
  });

  it('asks no run shorter than 20 days, and no posting within 7 days of its end', async () => {
    const short = await livePosting('19');
    await expireIn(short.id, 9 * dayMs);
    const late = await livePosting();
    await expireIn(late.id, 6 * dayMs);
    await runCron(crons.daily);
    for (const { id, email } of [short, late]) {
      expect(await inbox(email)).toHaveLength(1);
      expect(await postingRow(id)).toMatchObject({ hiring_asked_at: null });
    }
  });

  it('asks nobody without a mail key, so nothing closes for a question never sent', async () => {
    const { id, email } = await livePosting();
    await expireIn(id, 14 * dayMs);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: crons.daily, scheduledTime: new Date() }), { ...env, MAIL_API_KEY: '' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(await inbox(email)).toHaveLength(1);
    expect(await postingRow(id)).toMatchObject({ hiring_asked_at: null });
  });
});

describe('the still-hiring page', () => {
  it('shows the posting and until when to confirm, noindex; opening it changes nothing', async () => {
    const { id, mail, title } = await askedPosting();
    const link = linkIn(mail, '/postings/still-hiring');
    const before = await postingRow(id);
    const res = await call(link.href);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Are you still hiring? | Remote Design Jobs</title>');
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    const { status, body } = await managed('hiring', link.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ purpose: 'hiring', form: null, posting: { id, title, open: true, hiringConfirmedAt: null } });
    expect(Date.parse(body.posting.confirmBy!) - Date.parse(before!.hiring_asked_at as string)).toBe(7 * dayMs);
    expect(await postingRow(id)).toEqual(before);
  });

  it('confirms by POST: recorded once, and the posting runs on past the 7 days', async () => {
    const { id, email, mail, title } = await askedPosting();
    const link = linkIn(mail, '/postings/still-hiring');
    const res = await postForm('/postings/still-hiring', { token: link.token });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/postings/still-hiring?${new URLSearchParams({ token: link.token, done: 'confirmed' })}`);
    const confirmed = (await postingRow(id))!;
    expect(confirmed.hiring_confirmed_at).toEqual(expect.any(String));
    expect((await managed('hiring', link.token)).body.posting.hiringConfirmedAt).toBe(confirmed.hiring_confirmed_at);
    expect((await postForm('/postings/still-hiring', { token: link.token })).status).toBe(303);
    expect(await postingRow(id)).toEqual(confirmed);

    await askedAgo(id, 8 * dayMs);
    await runCron(crons.daily);
    expect(await postingRow(id)).toMatchObject({ closed_at: null, closed_by: null });
    expect(await isOpen(id)).toBe(true);
    expect(await listed(title)).toBe(true);
    expect(await inbox(email)).toHaveLength(2);
  });

  it('refuses forged, cut and other purposes\' tokens with 404, and a still-hiring token anywhere else', async () => {
    const { id, mail } = await askedPosting();
    const hiring = linkIn(mail, '/postings/still-hiring').token;
    const before = await postingRow(id);
    const others = await Promise.all((['manage', 'renew', 'close'] as const).map((purpose) => postingToken(env, purpose, id)));
    for (const bad of [...others, `${id}.${'A'.repeat(43)}`, hiring.slice(0, -1), '']) {
      const res = await postForm('/postings/still-hiring', { token: bad });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<title>Are you still hiring? | Remote Design Jobs</title>');
      const answer = await managed('hiring', bad);
      expect([answer.status, answer.body.error?.code]).toEqual([404, 'invalid_link']);
    }
    expect((await postForm('/postings/close', { token: hiring })).status).toBe(404);
    expect((await postForm('/postings/renew', { token: hiring })).status).toBe(404);
    expect((await postForm('/postings/manage', { token: hiring, action: 'close' })).status).toBe(404);
    expect((await postForm('/postings/still-hiring', { token: hiring }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await postingRow(id)).toEqual(before);
  });
});

describe('a posting not confirmed within 7 days', () => {
  it('closes, its employer gets the renew link once, and renewing starts a new run with a new question', async () => {
    const { id, email, title } = await askedPosting();
    await askedAgo(id, 6 * dayMs);
    await runCron(crons.daily);
    expect(await postingRow(id)).toMatchObject({ closed_at: null });

    await askedAgo(id, 7 * dayMs + 1000);
    await runCron(crons.daily);
    expect(await postingRow(id)).toMatchObject({ closed_by: 'unconfirmed', closed_at: expect.any(String) });
    expect(await isOpen(id)).toBe(false);
    expect(await listed(title)).toBe(false);
    const [, , closedMail] = await mailsTo(email, 3);
    expect(closedMail!.subject).toBe(`Your job posting was closed: ${title}`);
    await runCron(crons.daily);
    expect(await inbox(email)).toHaveLength(3);

    const renew = linkIn(closedMail!, '/postings/renew');
    expect((await managed('renew', renew.token)).body.posting).toMatchObject({ open: false, closedBy: 'unconfirmed', renewable: true });
    expect((await postForm('/postings/renew', { token: renew.token })).status).toBe(303);
    const renewed = (await postingRow(id))!;
    expect(renewed).toMatchObject({ closed_at: null, closed_by: null, hiring_asked_at: null, hiring_confirmed_at: null });
    expect(Date.parse(renewed.expires_at as string) - Date.now()).toBeGreaterThan(29 * dayMs);
    expect(await isOpen(id)).toBe(true);
    expect(await listed(title)).toBe(true);

    await expireIn(id, 14 * dayMs);
    await runCron(crons.daily);
    const [, , , again] = await mailsTo(email, 4);
    expect(again!.subject).toBe(`Are you still hiring? ${title}`);
  });

  it('stays closed for good when its employer or an admin closed it', async () => {
    const { id, mail } = await askedPosting();
    expect((await postForm('/postings/close', { token: linkIn(mail, '/postings/close').token })).status).toBe(303);
    await askedAgo(id, 8 * dayMs);
    await runCron(crons.daily);
    expect(await postingRow(id)).toMatchObject({ closed_by: 'employer' });
    const renew = await postingToken(env, 'renew', id);
    expect((await managed('renew', renew)).body.posting.renewable).toBe(false);
    await postForm('/postings/renew', { token: renew });
    expect(await postingRow(id)).toMatchObject({ closed_by: 'employer' });
  });
});
