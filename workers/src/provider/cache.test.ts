import { categories, searchKeywords, type JobListPage } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, type CacheEntry } from './cache-entry';
import { categorySearch, providerUrl } from './provider';
import { call, errorOf, start } from '../../test/support/call';
import { labelledRequests, providerRequests, sandboxLabel, unique } from '../../test/support/jobs';

/** A listing request no other test makes (the cache is keyed by the request body, so a fresh search starts cold). */
function coldListing(): string {
  return `/api/jobs?category=graphic-design&q=${unique('cold')}`;
}

const refetch = { JOBS_CACHE_TTL_SECONDS: '0' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('provider faults with nothing cached', () => {
  it.each([
    ['answers 500', { JOBS_API_KEY: 'fault-500' }, 'Job provider answered 500'],
    ['never answers', { JOBS_API_KEY: 'fault-timeout', JOBS_TIMEOUT_MS: '200' }, 'Job provider did not answer in time'],
    ['answers HTML instead of JSON', { JOBS_API_KEY: 'fault-invalid-json' }, 'Invalid JSON response from API'],
    ['cannot be reached', { JOBS_API_URL: 'http://127.0.0.1:1/api' }, 'Could not reach the job provider'],
    ['has no key configured', { JOBS_API_KEY: '' }, 'Job provider is not configured'],
  ])('a listing answers 502 provider_error when the provider %s', async (_label, overrides, message) => {
    const res = await call(coldListing(), { env: overrides });
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toEqual({ code: 'provider_error', message });
  });

  it('an empty provider answer is a page with no jobs and no more pages, not an error', async () => {
    const res = await call(coldListing(), { env: { JOBS_API_KEY: 'fault-empty' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ jobs: [], page: 1, more: false, totalCount: 0 });
  });

  it('the featured jobs answer 502 "Failed to load featured jobs" when a request fails', async () => {
    // Another provider address is another cache entry, so nothing is cached for it.
    const res = await call('/api/jobs/featured', { env: { JOBS_API_URL: 'http://127.0.0.1:1/api' } });
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toEqual({ code: 'provider_error', message: 'Failed to load featured jobs' });
  });
});

describe('provider faults with an answer cached before', () => {
  // Each case its own search, so each starts from its own cache entry.
  it.each([
    ['answers 500', { JOBS_API_KEY: 'fault-500' }, 'Figma'],
    ['never answers', { JOBS_API_KEY: 'fault-timeout', JOBS_TIMEOUT_MS: '200' }, 'Illustrator'],
    ['answers HTML instead of JSON', { JOBS_API_KEY: 'fault-invalid-json' }, 'Photoshop'],
  ])('serves the cached answer when the provider %s', async (_label, fault, search) => {
    const path = `/api/jobs?category=graphic-design&q=${search}`;
    const first = await call(path, { env: {} });
    expect(first.status).toBe(200);
    const cached = await first.json<JobListPage>();
    expect(cached.jobs.length).toBeGreaterThan(0);

    const before = await providerRequests(fault.JOBS_API_KEY);
    const res = await call(path, { env: { ...fault, ...refetch } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(cached);
    // The provider was asked (the entry was out of date) and failed; the kept answer stood in.
    expect(await providerRequests(fault.JOBS_API_KEY)).toBe(before + 1);
  });
});

describe('edge cache', () => {
  it('asks the provider once for a repeated request within the cache time', async () => {
    const key = unique('ttl');
    const path = coldListing();
    for (let i = 0; i < 3; i++) expect((await call(path, { env: { JOBS_API_KEY: key } })).status).toBe(200);
    expect(await providerRequests(key)).toBe(1);
  });

  it('asks the provider again once the cache time is over', async () => {
    const key = unique('expired');
    const path = coldListing();
    await call(path, { env: { JOBS_API_KEY: key } });
    await call(path, { env: { JOBS_API_KEY: key, ...refetch } });
    expect(await providerRequests(key)).toBe(2);
  });

  it('still answers when the cache cannot be written', async () => {
    const failingKv = {
      get: (key: string, type: 'json') => env.KV.get(key, type),
      put: () => Promise.reject(new Error('KV PUT failed: 429 Too Many Requests')),
    } as unknown as KVNamespace;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await call('/api/jobs?category=product-design&q=Figma', { env: { KV: failingKv } });
    expect(res.status).toBe(200);
    expect((await res.json<JobListPage>()).jobs.length).toBeGreaterThan(0);
  });

  it('stores answers in KV under a hash that leaves out the key, for seven days', async () => {
    const key = unique('stored');
    await call(coldListing(), { env: { JOBS_API_KEY: key } });
    const { keys } = await env.KV.list({ prefix: 'jobs:v1:' });
    expect(keys.length).toBeGreaterThan(0);
    for (const entry of keys) {
      expect(entry.name).toMatch(/^jobs:v1:[0-9a-f]{64}$/);
      expect(await env.KV.get(entry.name)).not.toContain(key);
      expect(entry.expiration! * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);
    }
  });
});

/** The KV key the worker uses for page 1 of a category listing searched for `q`. */
function keyOf(categorySlug: string, q: string): Promise<string> {
  const category = categories.find((c) => c.slug === categorySlug)!;
  return cacheKey(providerUrl(env), categorySearch(searchKeywords(category.keywords, q), 1));
}

const plantedJob = {
  id: 'planted-1',
  title: 'Planted Game Designer',
  company: null,
  location: null,
  type: null,
  salary: null,
  snippet: 'Remote design work.',
  link: 'https://planted.test/jobs/1',
  updated: null,
  featured: false,
  urgent: false,
};

/** A valid entry holding only `plantedJob`, fetched `ageMs` ago. */
const planted = (ageMs: number): CacheEntry => ({
  fetchedAt: Date.now() - ageMs,
  answer: { totalCount: 1, received: 1, jobs: [plantedJob] },
});

describe('an answer past its cache time', () => {
  // The sandbox answers 1.5 s late twice (the first call and the background refresh): 3 s of waiting.
  it('is answered at once while one background call refreshes it, however many ask', async () => {
    const delayMs = 1500;
    const label = sandboxLabel(delayMs);
    const path = `/api/jobs?category=product-design&q=${label}`;
    const patient = { JOBS_TIMEOUT_MS: '5000' };
    const cached = await (await call(path, { env: patient })).json<JobListPage>();
    expect(await labelledRequests(label)).toBe(1);

    const started = Date.now();
    const expired = await Promise.all(Array.from({ length: 5 }, () => start(path, { env: { ...patient, ...refetch } })));
    expect(Date.now() - started).toBeLessThan(delayMs);
    for (const { res } of expired) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(cached);
    }
    await Promise.all(expired.map(({ settled }) => settled));
    expect(await labelledRequests(label)).toBe(2);
  }, 15_000);

  it('is not shown once it is days old: the provider is asked and its answer shown', async () => {
    const label = sandboxLabel();
    await env.KV.put(await keyOf('game-design', label), JSON.stringify(planted(2 * 24 * 60 * 60 * 1000)));
    const res = await call(`/api/jobs?category=game-design&q=${label}`, { env: {} });
    expect(res.status).toBe(200);
    const { jobs } = await res.json<JobListPage>();
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.map((job) => job.id)).not.toContain(plantedJob.id);
    expect(await labelledRequests(label)).toBe(1);
  });

  it('still stands in when it is days old and the provider fails', async () => {
    const label = sandboxLabel();
    await env.KV.put(await keyOf('game-design', label), JSON.stringify(planted(2 * 24 * 60 * 60 * 1000)));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await call(`/api/jobs?category=game-design&q=${label}`, { env: { JOBS_API_KEY: 'fault-500' } });
    expect(res.status).toBe(200);
    expect((await res.json<JobListPage>()).jobs.map((job) => job.id)).toEqual([plantedJob.id]);
    expect(await labelledRequests(label)).toBe(1);
  });
});

describe('a KV entry that is not a cache entry', () => {
  it.each([
    ['text that is not JSON', 'jobs: none {'],
    ['JSON of another shape', JSON.stringify({ fetchedAt: Date.now(), answer: { jobs: 'none' } })],
    ['an entry without its answer', JSON.stringify({ fetchedAt: Date.now() })],
    ['a job whose link is not http(s)', JSON.stringify({ ...planted(0), answer: { ...planted(0).answer, jobs: [{ ...plantedJob, link: 'javascript:alert(1)' }] } })],
  ])('is treated as absent when KV holds %s: 200 with the provider answer, stored over it', async (_label, text) => {
    const label = sandboxLabel();
    const key = await keyOf('interior-design', label);
    await env.KV.put(key, text);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await call(`/api/jobs?category=interior-design&q=${label}`, { env: {} });
    expect(res.status).toBe(200);
    const { jobs } = await res.json<JobListPage>();
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.map((job) => job.id)).not.toContain(plantedJob.id);
    expect(await labelledRequests(label)).toBe(1);
    const stored = JSON.parse((await env.KV.get(key))!) as CacheEntry;
    expect(stored.answer.jobs.map((job) => job.id)).toEqual(expect.arrayContaining(jobs.map((job) => job.id)));
  });
});

describe('the provider key stays secret', () => {
  const secretKey = 'secret-key-do-not-leak-9d1c';
  const providerAddress = new URL(env.JOBS_API_URL!).host;

  async function expectNoSecret(res: Response, key: string): Promise<void> {
    const text = `${JSON.stringify([...res.headers])}\n${await res.text()}`;
    expect(text).not.toContain(key);
    expect(text).not.toContain(providerAddress);
  }

  it.each([
    ['a listing', `/api/jobs?category=industrial-design&q=${unique('secret')}`],
    ['the featured jobs', '/api/jobs/featured'],
    ['a feed', '/feeds/game-design.xml'],
    ['a refused query', '/api/jobs?category=nope'],
  ])('is in neither the body nor the headers of %s', async (_label, path) => {
    const res = await call(path, { env: { JOBS_API_KEY: secretKey } });
    expect(res.status).not.toBe(500);
    await expectNoSecret(res, secretKey);
  });

  it.each([
    ['500', { JOBS_API_KEY: 'fault-500' }],
    ['timeout', { JOBS_API_KEY: 'fault-timeout', JOBS_TIMEOUT_MS: '200' }],
    ['invalid JSON', { JOBS_API_KEY: 'fault-invalid-json' }],
  ])('is not in a %s error answer or a log line', async (_label, fault) => {
    const logged: unknown[][] = [];
    for (const level of ['log', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
    }
    const res = await call(coldListing(), { env: fault });
    expect(res.status).toBe(502);
    await expectNoSecret(res, fault.JOBS_API_KEY);
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain(fault.JOBS_API_KEY);
    expect(JSON.stringify(logged)).not.toContain(providerAddress);
  });

  it('is not in the answer or the logs when the provider cannot be reached', async () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logged.push(args));
    const res = await call(coldListing(), { env: { JOBS_API_URL: 'http://127.0.0.1:1/api', JOBS_API_KEY: secretKey } });
    expect(await errorOf(res)).toEqual({ code: 'provider_error', message: 'Could not reach the job provider' });
    expect(JSON.stringify(logged)).not.toContain(secretKey);
  });
});
