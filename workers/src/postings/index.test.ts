import type { BoardPosting, JobSubmission } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { maxJsonBytes } from '../http/validate';
import { expectSignedRedirect } from '../../test/support/redirect';
import { expire, reviewed, storedId, submit, submitted, validPosting } from '../../test/support/postings';

async function submissionCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM job_submissions').first<{ n: number }>())?.n ?? 0;
}

/** Sends `body`, expects a 400 invalid_input and that nothing was stored; answers the message. */
async function refused(body: unknown): Promise<string> {
  const before = await submissionCount();
  const res = await submit(body);
  expect(res.status).toBe(400);
  const error = await errorOf(res);
  expect(error.code).toBe('invalid_input');
  expect(await submissionCount()).toBe(before);
  return error.message;
}

describe('POST /api/postings', () => {
  it('stores a valid posting as pending, email lower-cased, blanks as null, and answers 201 { ok: true }', async () => {
    const posting = validPosting({ email: 'Hiring@Northwind.Example', title: '  Brand Designer  ', requirements: '' });
    await env.DB.prepare('DELETE FROM job_submissions WHERE email = ?').bind('hiring@northwind.example').run();
    const res = await submit(posting);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });

    const row = await env.DB.prepare('SELECT * FROM job_submissions WHERE email = ?').bind('hiring@northwind.example').first();
    expect(row).toMatchObject({
      title: 'Brand Designer',
      company: 'Northwind Studio',
      location: 'United States',
      type: 'Contract',
      category: 'motion-design',
      salary: null,
      salary_min: 60000,
      salary_max: 80000,
      salary_currency: 'USD',
      salary_period: 'year',
      work_from: '["US"]',
      tz_min: null,
      tz_max: null,
      run_days: 30,
      edit_of: null,
      requirements: null,
      application_url: 'https://northwind.example/jobs/7?ref=rdj',
      company_website: 'https://northwind.example',
      status: 'pending',
      reviewed_at: null,
      expires_at: null,
    });
    expect(row?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('answers a filled bot field exactly like a success and stores nothing', async () => {
    const posting = validPosting({ botField: 'http://spam.example' });
    const before = await submissionCount();
    const res = await submit(posting);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(await submissionCount()).toBe(before);
    expect(await storedId(posting.email)).toBeNull();
  });

  it('names every missing required field in one message', async () => {
    expect(await refused({})).toBe(
      'title: Job title is required; company: Company name is required; type: Choose a job type; ' +
        'category: Choose a category; employerSize: Choose how many people the company employs; description: Job description is required; ' +
        'applicationUrl: Application URL is required; email: Contact email is required; ' +
        'salaryMin: Give a minimum, or tick Not disclosed; salaryMax: Give a maximum, or tick Not disclosed',
    );
  });

  it('stores a range in its own columns, the places as a list with their line of text, and the run length', async () => {
    const posting = validPosting({
      salaryMin: '4,000',
      salaryMax: '5000',
      salaryCurrency: 'EUR',
      salaryPeriod: 'month',
      workFrom: 'PT,europe',
      tzMin: '-1',
      tzMax: '3',
      runDays: '45',
    });
    expect((await submit(posting)).status).toBe(201);
    const row = await env.DB.prepare('SELECT * FROM job_submissions WHERE email = ?').bind(posting.email).first();
    expect(row).toMatchObject({
      location: 'Portugal, Europe · UTC−1 to UTC+3',
      salary: null,
      salary_min: 4000,
      salary_max: 5000,
      salary_currency: 'EUR',
      salary_period: 'month',
      work_from: '["PT","europe"]',
      tz_min: -1,
      tz_max: 3,
      run_days: 45,
      status: 'pending',
    });
  });

  it('stores no range when the salary is not disclosed, and a worldwide job as an empty list', async () => {
    // The United Kingdom: no pay law of docs/postings.md#pay-transparency-laws reaches it.
    const posting = validPosting({ salaryUndisclosed: true, salaryMin: '', salaryMax: '', workFrom: ['GB'] });
    expect((await submit(posting)).status).toBe(201);
    const row = await env.DB.prepare('SELECT * FROM job_submissions WHERE email = ?').bind(posting.email).first();
    expect(row).toMatchObject({
      location: 'United Kingdom',
      salary: null,
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: null,
      work_from: '["GB"]',
      run_days: 30,
    });
    const worldwide = validPosting({ workFrom: [] });
    expect((await submit(worldwide)).status).toBe(201);
    const stored = await env.DB.prepare('SELECT * FROM job_submissions WHERE email = ?').bind(worldwide.email).first();
    expect(stored).toMatchObject({ location: 'Worldwide', work_from: '[]' });
  });

  it.each([
    [{ salaryMin: '90000', salaryMax: '80000' }, 'salaryMax: Maximum must be at least the minimum'],
    [{ salaryMin: '', salaryMax: '80000' }, 'salaryMin: Give a minimum, or tick Not disclosed'],
    [{ salaryMin: '60k' }, 'salaryMin: Minimum must be a whole number, like 60000'],
    [{ salaryMax: 20_000_000 }, 'salaryMax: Maximum must be at most 10,000,000'],
    [{ salaryCurrency: 'BTC' }, 'salaryCurrency: Choose a currency'],
    [{ salaryPeriod: 'week' }, 'salaryPeriod: Choose what the salary is paid per'],
    [{ workFrom: ['PT', 'Atlantis'] }, 'workFrom: Choose countries and regions from the list'],
    [{ tzMin: '-5' }, 'tzMax: Choose both ends of the time zone band, or neither'],
    [{ tzMin: '4', tzMax: '-4' }, 'tzMax: The band must end at or east of where it starts'],
    [{ runDays: '61' }, 'runDays: Choose how long it runs: 1 to 60 days'],
    [{ editToken: 'x'.repeat(401) }, 'editToken: Edit link must be at most 400 characters'],
  ])('refuses %j with 400, storing nothing', async (fields, message) => {
    expect(await refused({ ...validPosting(), ...fields })).toBe(message);
  });

  it('refuses the free-text salary and location the form no longer has', async () => {
    const message = await refused({ ...validPosting(), salary: '$60k', location: 'Remote' });
    expect(message).toContain('salary');
    expect(message).toContain('location');
  });

  it.each([
    ['title', 'title: Job title is required'],
    ['company', 'company: Company name is required'],
    ['description', 'description: Job description is required'],
    ['applicationUrl', 'applicationUrl: Application URL is required'],
    ['email', 'email: Contact email is required'],
  ])('refuses a blank %s with its own message', async (field, message) => {
    expect(await refused({ ...validPosting(), [field]: '   ' })).toBe(message);
  });

  it.each([
    ['type', 'Remote', 'type: Choose a job type'],
    ['category', 'web-design', 'category: Choose a category'],
  ])('refuses a %s outside the options', async (field, value, message) => {
    expect(await refused({ ...validPosting(), [field]: value })).toBe(message);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/jobs', 'ftp://jobs.example/1', 'jobs.example/1', 'https://'])(
    'refuses %s as the application URL or company website',
    async (url) => {
      expect(await refused(validPosting({ applicationUrl: url }))).toBe(
        'applicationUrl: Application URL must be a full http(s) URL, like https://example.com/jobs/1',
      );
      expect(await refused(validPosting({ companyWebsite: url }))).toBe(
        'companyWebsite: Company website must be a full http(s) URL, like https://example.com/jobs/1',
      );
    },
  );

  it.each(['not-an-email', 'a@b', 'someone@', '<script>@example.com'])('refuses %s as the contact email', async (email) => {
    expect(await refused(validPosting({ email }))).toBe('email: Enter a valid email address');
  });

  it('refuses unknown keys, so a visitor cannot set the status or the review', async () => {
    const message = await refused({ ...validPosting(), status: 'approved', expiresAt: '2099-01-01T00:00:00.000Z' });
    expect(message).toContain('status');
    expect(message).toContain('expiresAt');
  });

  it('refuses fields over their length limits', async () => {
    expect(await refused(validPosting({ title: 'x'.repeat(121) }))).toBe('title: Job title must be at most 120 characters');
    expect(await refused(validPosting({ description: 'x'.repeat(10_001) }))).toBe(
      'description: Job description must be at most 10000 characters',
    );
  });

  it('refuses a body over the size limit with 413 and stores nothing', async () => {
    const before = await submissionCount();
    const res = await submit(JSON.stringify(validPosting()) + ' '.repeat(maxJsonBytes));
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
    expect(await submissionCount()).toBe(before);
  });

  it('refuses malformed JSON with 400 invalid_json', async () => {
    const res = await submit('{"title": ');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_json');
  });
});

describe('GET /api/postings/:id', () => {
  async function publicGet(id: string): Promise<Response> {
    return call(`/api/postings/${id}`);
  }

  async function expectNotFound(id: string): Promise<void> {
    const res = await publicGet(id);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'not_found', message: 'No such job posting' });
  }

  it('answers an approved posting without its contact email, dated by its approval', async () => {
    const { session } = await signedInAdmin('public-get');
    const id = await submitted();
    const approved: JobSubmission = await reviewed(id, 'approve', session.access_token);

    const res = await publicGet(id);
    expect(res.status).toBe(200);
    const posting = await res.json<BoardPosting>();
    expect(posting).toMatchObject({
      id,
      title: 'Senior Motion Designer',
      company: 'Northwind Studio',
      applicationUrl: 'https://northwind.example/jobs/7?ref=rdj',
      datePosted: approved.reviewedAt,
      validThrough: approved.expiresAt,
    });
    expect(posting).not.toHaveProperty('email');
    expect(posting).not.toHaveProperty('status');
    expect(JSON.stringify(posting)).not.toContain('@example.com');
  });

  it("sends the posting's View Job path through the redirect page, its application URL signed", async () => {
    const { session } = await signedInAdmin('public-apply');
    const id = await submitted({ applicationUrl: 'https://northwind.example/apply?role=motion&src=rdj' });
    await reviewed(id, 'approve', session.access_token);
    const posting = await (await publicGet(id)).json<BoardPosting>();
    await expectSignedRedirect(posting.applyHref, 'https://northwind.example/apply?role=motion&src=rdj');
  });

  it('answers pending, rejected and unknown postings alike with 404', async () => {
    const { session } = await signedInAdmin('public-404');
    const pending = await submitted();
    const rejected = await submitted();
    await reviewed(rejected, 'reject', session.access_token);

    for (const id of [pending, rejected, crypto.randomUUID()]) await expectNotFound(id);
  });

  it('answers an expired posting as no longer open, without a View Job path (docs/postings.md#lifecycle)', async () => {
    const { session } = await signedInAdmin('public-expired');
    const expired = await submitted();
    await reviewed(expired, 'approve', session.access_token);
    expect(await (await publicGet(expired)).json<BoardPosting>()).toMatchObject({ open: true });
    await expire(expired);

    const res = await publicGet(expired);
    expect(res.status).toBe(200);
    expect(await res.json<BoardPosting>()).toMatchObject({ id: expired, open: false, applyHref: '' });
  });

  it('refuses an id that is not a posting id with 400', async () => {
    const res = await publicGet('not-an-id');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'invalid_input', message: 'id: Not a job posting id' });
  });
});
