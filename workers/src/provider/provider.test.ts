import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { categorySearch, mapAnswer, ProviderError, providerSettings, readAnswer, searchJobs } from './provider';

const full = {
  id: 123456789,
  title: 'Senior <b>Graphic</b> Designer',
  company: 'Acme &amp; Co',
  location: 'Remote - EU',
  type: 'Full-time',
  salary: '$60k',
  snippet: 'Design&nbsp;<b>things</b>&hellip;',
  description: '<p>Long text</p>',
  link: 'https://jobs.example.com/1',
  updated: '2026-11-05T09:30:00.0000000',
  featured: true,
  urgent: 'true',
};

describe('mapAnswer', () => {
  it('maps a full listing to a board job with plain text', () => {
    expect(mapAnswer({ totalCount: 1, jobs: [full] })).toEqual({
      totalCount: 1,
      received: 1,
      jobs: [
        {
          id: '123456789',
          title: 'Senior Graphic Designer',
          company: 'Acme & Co',
          location: 'Remote - EU',
          type: 'Full-time',
          salary: '$60k',
          snippet: 'Design things…',
          link: 'https://jobs.example.com/1',
          updated: '2026-11-05T09:30:00.0000000',
          featured: true,
          urgent: true,
        },
      ],
    });
  });

  it('fills missing fields with null (or false, or an empty snippet) and takes the id from the link', () => {
    const [job] = mapAnswer({ totalCount: 1, jobs: [{ title: 'Designer', link: 'https://x.test/2', company: '  ', salary: '' }] }).jobs;
    expect(job).toEqual({
      id: 'https://x.test/2',
      title: 'Designer',
      company: null,
      location: null,
      type: null,
      salary: null,
      snippet: '',
      link: 'https://x.test/2',
      updated: null,
      featured: false,
      urgent: false,
    });
  });

  it('keeps an updated value that is not a date as given (the card shows "Recently posted")', () => {
    expect(mapAnswer({ jobs: [{ title: 'D', link: 'https://x.test', updated: 'soon' }] }).jobs[0]!.updated).toBe('soon');
  });

  it('drops the characters XML forbids from every text field, so a title like "Designer&#1;" cannot break a feed', () => {
    const [job] = mapAnswer({
      jobs: [{ title: 'Designer&#1;', company: 'Acme\u0002', snippet: 'Remote&#x8; work', link: 'https://x.test/1' }],
    }).jobs;
    expect(job).toMatchObject({ title: 'Designer', company: 'Acme', snippet: 'Remote work' });
  });

  it.each([
    ['a javascript: link', { title: 'D', link: 'javascript:alert(1)' }],
    ['a data: link', { title: 'D', link: 'data:text/html,<script>alert(1)</script>' }],
    ['a protocol-relative link', { title: 'D', link: '//evil.test/x' }],
    ['a relative link', { title: 'D', link: '/apply' }],
    ['no link', { title: 'D' }],
    ['no title', { link: 'https://x.test' }],
    ['a title of markup only', { title: '<b> </b>', link: 'https://x.test' }],
    ['not an object', 'a job'],
  ])('drops a listing with %s and keeps the others', (_label, bad) => {
    const answer = mapAnswer({ totalCount: 2, jobs: [bad, { title: 'Good', link: 'https://x.test/ok' }] });
    expect(answer.jobs.map((job) => job.title)).toEqual(['Good']);
    expect(answer.received).toBe(2);
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['an object without jobs', { message: 'quota exceeded' }],
  ])('reads %s as an answer with no jobs', (_label, body) => {
    expect(mapAnswer(body)).toEqual({ totalCount: 0, jobs: [], received: 0 });
  });
});

describe('searchJobs against the sandbox provider', () => {
  const settings = () => providerSettings(env);

  it('answers mapped jobs and the total for a category search', async () => {
    const answer = await searchJobs(settings(), categorySearch('graphic designer AND remote', 1));
    expect(answer.totalCount).toBeGreaterThan(20);
    expect(answer.received).toBe(20);
    expect(answer.jobs).toHaveLength(20);
    for (const job of answer.jobs) {
      expect(job.link).toMatch(/^https?:\/\//);
      expect(job.snippet).not.toMatch(/<[a-z/]|&nbsp;|&amp;/i);
      expect(typeof job.featured).toBe('boolean');
    }
    expect(answer.jobs.some((job) => job.company === null || job.location === null || job.type === null)).toBe(true);
  });

  it('honours the limit of a home request', async () => {
    const answer = await searchJobs(settings(), { keywords: 'remote graphic design', page: 1, limit: 2 });
    expect(answer.jobs).toHaveLength(2);
  });

  it.each([
    ['fault-500', 'Job provider answered 500'],
    ['fault-invalid-json', 'Invalid JSON response from API'],
  ])('fails with one error class for %s', async (key, message) => {
    const error = await searchJobs({ ...settings(), key }, categorySearch('designer', 1)).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toBe(message);
  });

  it("reads the wait a rate limit's 429 asks for, and no wait from any other failure", async () => {
    const limited = await searchJobs({ ...settings(), key: 'fault-429' }, categorySearch('designer', 1)).catch((err: unknown) => err);
    expect(limited).toMatchObject({ name: 'ProviderError', message: 'Job provider answered 429', retryAfterSeconds: 7 });
    const failed = await searchJobs({ ...settings(), key: 'fault-500' }, categorySearch('designer', 1)).catch((err: unknown) => err);
    expect(failed).toMatchObject({ retryAfterSeconds: null });
  });

  it('reads the description and the id ingest keeps, and a board job leaves them out', () => {
    const [job] = readAnswer({ totalCount: 1, jobs: [full] }).jobs;
    expect(job).toMatchObject({ providerId: '123456789', description: 'Long text' });
    expect(mapAnswer({ totalCount: 1, jobs: [full] }).jobs[0]).not.toHaveProperty('description');
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    const error = await searchJobs({ ...settings(), key: 'fault-timeout', timeoutMs: 150 }, categorySearch('designer', 1)).catch(
      (err: unknown) => err,
    );
    expect((error as Error).message).toBe('Job provider did not answer in time');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses to run without a URL or key', () => {
    expect(() => providerSettings({ ...env, JOBS_API_URL: undefined })).toThrow('Job provider is not configured');
    expect(() => providerSettings({ ...env, JOBS_API_KEY: ' ' })).toThrow('Job provider is not configured');
  });

  it('reads the timeout var, falling back to 8000 ms', () => {
    expect(providerSettings({ ...env, JOBS_TIMEOUT_MS: '1500' }).timeoutMs).toBe(1500);
    expect(providerSettings({ ...env, JOBS_TIMEOUT_MS: 'soon' }).timeoutMs).toBe(8000);
    expect(providerSettings({ ...env, JOBS_TIMEOUT_MS: '' }).timeoutMs).toBe(8000);
  });
});
