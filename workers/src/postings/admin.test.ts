import type { JobSubmission } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { daysAhead, review, reviewed, submitted } from '../../test/support/postings';

const dayMs = 24 * 60 * 60 * 1000;
let token = '';

beforeAll(async () => {
  token = (await signedInAdmin('postings-admin')).session.access_token;
});

function asAdmin(path: string, init: RequestInit = {}): Promise<Response> {
  return call(`/api/admin/postings${path}`, { ...init, headers: { Authorization: `Bearer ${token}` } });
}

async function list(status?: string): Promise<JobSubmission[]> {
  const res = await asAdmin(status ? `?status=${status}` : '');
  expect(res.status).toBe(200);
  return (await res.json<{ submissions: JobSubmission[] }>()).submissions;
}

async function statusInDb(id: string): Promise<unknown> {
  return env.DB.prepare('SELECT status, reviewed_at, expires_at FROM job_submissions WHERE id = ?').bind(id).first();
}

describe('/api/admin/postings without a session', () => {
  it.each([
    ['GET', ''],
    ['GET', '/00000000-0000-4000-8000-000000000000'],
    ['POST', '/00000000-0000-4000-8000-000000000000/approve'],
    ['POST', '/00000000-0000-4000-8000-000000000000/reject'],
  ])('refuses %s %s with 401', async (method, path) => {
    const res = await call(`/api/admin/postings${path}`, { method });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthenticated');
  });

  it('cannot approve a posting', async () => {
    const id = await submitted();
    expect((await call(`/api/admin/postings/${id}/approve`, { method: 'POST' })).status).toBe(401);
    expect(await statusInDb(id)).toEqual({ status: 'pending', reviewed_at: null, expires_at: null });
  });
});

describe('/api/admin/postings with a session', () => {
  it('lists submissions newest first, all of them by default', async () => {
    const first = await submitted({ title: 'First in' });
    const second = await submitted({ title: 'Second in' });
    const ids = (await list()).map((s) => s.id);
    expect(ids.indexOf(second)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
  });

  it('filters the list by status', async () => {
    const pending = await submitted();
    const approved = await submitted();
    const rejected = await submitted();
    await reviewed(approved, 'approve', token);
    await reviewed(rejected, 'reject', token);

    const idsOf = async (status: string) => (await list(status)).map((s) => s.id);
    expect(await idsOf('pending')).toContain(pending);
    expect(await idsOf('pending')).not.toContain(approved);
    expect(await idsOf('approved')).toEqual(expect.arrayContaining([approved]));
    expect(await idsOf('approved')).not.toContain(pending);
    expect(await idsOf('approved')).not.toContain(rejected);
    expect(await idsOf('rejected')).toContain(rejected);
    expect(await idsOf('rejected')).not.toContain(approved);
    expect(await idsOf('all')).toEqual(expect.arrayContaining([pending, approved, rejected]));
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      expect((await list(status)).every((s) => s.status === status)).toBe(true);
    }
  });

  it('refuses an unknown status filter with 400', async () => {
    const res = await asAdmin('?status=archived');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_input',
      message: 'status: status must be pending, approved, rejected or all',
    });
  });

  it('shows one submission with its contact email', async () => {
    const id = await submitted({ email: 'Jobs@Contoso.Example', title: 'Visual Designer' });
    const res = await asAdmin(`/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, title: 'Visual Designer', email: 'jobs@contoso.example', status: 'pending' });
  });

  it('shows the company size band, the benefits and other pay, and the day applications close (docs/postings.md#pay-transparency-laws)', async () => {
    const closes = daysAhead(10);
    const id = await submitted({ employerSize: '15', benefits: 'Health insurance and a yearly bonus', applicationCloses: closes });
    const res = await asAdmin(`/${id}`);
    expect(await res.json()).toMatchObject({ employerSize: 15, benefits: 'Health insurance and a yearly bonus', applicationCloses: closes });
  });

  it('approves: status approved, reviewed now, expiring 30 days later', async () => {
    const id = await submitted();
    const before = Date.now();
    const res = await review(id, 'approve', token);
    const after = Date.now();
    expect(res.status).toBe(200);
    const submission = await res.json<JobSubmission>();
    expect(submission).toMatchObject({ id, status: 'approved' });
    const reviewedAt = Date.parse(submission.reviewedAt ?? '');
    expect(reviewedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(reviewedAt).toBeLessThanOrEqual(after + 1000);
    expect(Date.parse(submission.expiresAt ?? '') - reviewedAt).toBe(30 * dayMs);
    expect(await statusInDb(id)).toEqual({
      status: 'approved',
      reviewed_at: submission.reviewedAt,
      expires_at: submission.expiresAt,
    });
  });

  it('rejects: status rejected, reviewed now, no expiry, even after an approval', async () => {
    const id = await submitted();
    await reviewed(id, 'approve', token);
    const submission = await reviewed(id, 'reject', token);
    expect(submission).toMatchObject({ id, status: 'rejected', expiresAt: null });
    expect(submission.reviewedAt).not.toBeNull();
    expect(await statusInDb(id)).toMatchObject({ status: 'rejected', expires_at: null });
  });

  it.each([
    ['GET', ''],
    ['POST', '/approve'],
    ['POST', '/reject'],
  ])('answers %s of an unknown id%s with 404 and changes nothing', async (method, suffix) => {
    const before = await list();
    const res = await asAdmin(`/${crypto.randomUUID()}${suffix}`, { method });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'not_found', message: 'No such job submission' });
    expect(await list()).toEqual(before);
  });

  it('refuses an id that is not a posting id with 400', async () => {
    const res = await asAdmin('/not-an-id/approve', { method: 'POST' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_input');
  });
});
