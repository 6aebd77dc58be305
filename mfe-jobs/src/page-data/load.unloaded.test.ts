// @vitest-environment node
// docs/errors.md#public-pages: data the edge could not load is null, the page says so, and it answers 503.
import { describe, expect, it } from 'vitest';
import { aPosting } from '../../test/posting';
import { fakeApi, type FakeAnswer } from '../../test/fake-api';
import { manageApiPath } from '../../test/managed-posting';
import { loadJobsPage } from './load';

const origin = 'https://remote-design-jobs.example';
const load = (path: string, answers: Record<string, FakeAnswer>) => loadJobsPage(new URL(path, origin), fakeApi(answers));
const posting = aPosting();

const failures: [string, FakeAnswer][] = [
  ['cannot be reached', 'unreachable'],
  ['answers 502', { status: 502, body: { error: { code: 'provider_error', message: 'Failed to load featured jobs' } } }],
  ['answers text that is not JSON', { status: 200, text: '<html>' }],
  ['answers JSON of another shape', { status: 200, body: { results: [] } }],
];

describe('loadJobsPage when the API fails', () => {
  it.each(failures)('answers 503 for the home page without featured jobs when the API %s', async (_, answer) => {
    expect(await load('/', { '/api/jobs/featured': answer })).toMatchObject({ status: 503, page: { path: '/', kind: 'home', featured: null } });
  });

  it.each(failures)('answers 503 for a category page without lists when the API %s', async (_, answer) => {
    const loaded = await load('/remote-game-design-jobs', { '/api/jobs?category=game-design&page=1': answer });
    expect(loaded).toMatchObject({ status: 503, page: { kind: 'category', slug: 'game-design', lists: null } });
  });

  it.each(failures)('answers 503 for a posting page without the posting when the API %s', async (_, answer) => {
    const loaded = await load(`/jobs/${posting.id}`, { [`/api/postings/${posting.id}`]: answer });
    expect(loaded).toMatchObject({ status: 503, page: { kind: 'posting', id: posting.id, posting: null } });
  });

  it.each(failures)('answers 503 for a company page without the company when the API %s', async (_, answer) => {
    const loaded = await load('/companies/acme-studio', { '/api/companies/acme-studio': answer });
    expect(loaded).toMatchObject({ status: 503, page: { kind: 'company', slug: 'acme-studio', company: null } });
  });

  it.each(failures)("answers 503 for an employer's page without the posting when the API %s", async (_, answer) => {
    const loaded = await load('/postings/manage?token=t', { [manageApiPath('manage', 't')]: answer });
    expect(loaded).toMatchObject({ status: 503, page: { kind: 'posting-link', purpose: 'manage', answer: null } });
  });

  it('answers 503 for a posting page when the API throws while its body is read', async () => {
    const api = async () => ({ ok: true, status: 200, json: () => Promise.reject(new Error('stream reset')) }) as unknown as Response;
    expect(await loadJobsPage(new URL(`/jobs/${posting.id}`, origin), api)).toMatchObject({ status: 503, page: { kind: 'posting', posting: null } });
  });
});
