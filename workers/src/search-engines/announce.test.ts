// What each change tells the search engines (docs/search-engines.md#what-is-sent): a posting's approval, approved edit,
// renewal, close, expiry and rejection after approval, and an ingest run's changed lists; then through the consumer
// to the stand-in.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/support/auth';
import { call } from '../../test/support/call';
import { ingestRun, providerJob } from '../../test/support/job-index';
import { expire, submitted, validPosting } from '../../test/support/postings';
import { consumeFrom } from '../../test/support/queues';
import { configuredEngines, requestsOf } from '../../test/support/search-engines';
import { closePosting, endExpiredPostings, renewPosting } from '../postings/lifecycle';
import { searchEnginesQueueName, type SearchEngineMessage } from './messages';

let token = '';
beforeAll(async () => {
  token = (await signedInAdmin('search-engines')).session.access_token;
});

const origin = 'https://remotedesignjobs.test';
const pageOf = (id: string) => `${origin}/jobs/${id}`;

/** An admin's review or close of posting `id`, with `bindings` in place of the worker's own. */
async function asAdmin(id: string, action: 'approve' | 'reject' | 'close', bindings: Partial<Env>): Promise<void> {
  const res = await call(`/api/admin/postings/${id}/${action}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, env: bindings });
  expect(res.status).toBe(200);
}

/** The messages that name posting `id`'s page. */
const about = (queued: SearchEngineMessage[], id: string) =>
  queued.filter((m) => (m.engine === 'google' ? m.url : m.urls.join(' ')).includes(pageOf(id)));

const both = (id: string, type: 'URL_UPDATED' | 'URL_DELETED'): SearchEngineMessage[] => [
  { engine: 'google', url: pageOf(id), type },
  { engine: 'indexnow', urls: [pageOf(id)] },
];

describe('a posting’s change', () => {
  it('approving sends URL_UPDATED for its page to Google and its URL to IndexNow, and nothing of its employer', async () => {
    const engines = await configuredEngines('approve');
    const posting = validPosting();
    const id = await submitted(posting);
    expect(engines.queued).toEqual([]);
    await asAdmin(id, 'approve', engines.bindings);
    expect(engines.queued).toEqual(both(id, 'URL_UPDATED'));
    expect(JSON.stringify(engines.queued)).not.toContain(posting.email);
  });

  it('renewing sends URL_UPDATED; closing, by the employer or an admin, and expiring send URL_DELETED', async () => {
    const engines = await configuredEngines('lifecycle');
    const [renewed, closed, closedByAdmin, expired] = [await submitted(), await submitted(), await submitted(), await submitted()];
    for (const id of [renewed, closed, closedByAdmin, expired]) await asAdmin(id, 'approve', {});
    await renewPosting(engines.env, renewed);
    await closePosting(engines.env, closed, 'employer');
    await asAdmin(closedByAdmin, 'close', engines.bindings);
    await expire(expired);
    await endExpiredPostings(engines.env, new Date());
    expect(about(engines.queued, renewed)).toEqual(both(renewed, 'URL_UPDATED'));
    expect(about(engines.queued, closed)).toEqual(both(closed, 'URL_DELETED'));
    expect(about(engines.queued, closedByAdmin)).toEqual(both(closedByAdmin, 'URL_DELETED'));
    expect(about(engines.queued, expired)).toEqual(both(expired, 'URL_DELETED'));
  });

  it('rejecting an approved posting sends URL_DELETED; rejecting a new one sends nothing', async () => {
    const engines = await configuredEngines('reject');
    const [live, fresh] = [await submitted(), await submitted()];
    await asAdmin(live, 'approve', {});
    await asAdmin(live, 'reject', engines.bindings);
    await asAdmin(fresh, 'reject', engines.bindings);
    expect(engines.queued).toEqual(both(live, 'URL_DELETED'));
  });

  it('sends nothing while no key is configured', async () => {
    const engines = await configuredEngines('unset');
    const id = await submitted();
    await asAdmin(id, 'approve', { SEARCH_ENGINES_QUEUE: engines.bindings.SEARCH_ENGINES_QUEUE });
    await closePosting({ ...env, SEARCH_ENGINES_QUEUE: engines.bindings.SEARCH_ENGINES_QUEUE! }, id, 'admin');
    expect(engines.queued).toEqual([]);
  });

  it('reaches the stand-in as Google’s URL_UPDATED then URL_DELETED for its page, and IndexNow’s URL', async () => {
    const engines = await configuredEngines('end-to-end');
    const id = await submitted();
    await asAdmin(id, 'approve', engines.bindings);
    await closePosting(engines.env, id, 'employer');
    await consumeFrom(searchEnginesQueueName, engines.queued, { overrides: engines.bindings });
    const published = (await requestsOf({ account: engines.account })).filter(({ service }) => service === 'publish');
    expect(published.map(({ body, status }) => [body, status])).toEqual([
      [{ url: pageOf(id), type: 'URL_UPDATED' }, 200],
      [{ url: pageOf(id), type: 'URL_DELETED' }, 200],
    ]);
    const [told] = await requestsOf({ key: engines.key });
    expect([(told!.body as { urlList: string[] }).urlList, told!.status]).toEqual([[pageOf(id)], 200]);
  });
});

describe('an ingest run', () => {
  it('sends IndexNow the pages of the lists it changed, home where one is featured, and nothing to Google', async () => {
    const engines = await configuredEngines('ingest');
    await ingestRun([providerJob({ title: 'Senior Graphic Designer' })], engines.env);
    const urls = engines.queued.flatMap((m) => (m.engine === 'indexnow' ? m.urls : [`google: ${m.url}`]));
    expect(urls).toEqual(expect.arrayContaining([`${origin}/`, `${origin}/remote-graphic-design-jobs`]));
    expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);
    expect(urls.filter((url) => url.includes('/jobs/') || url.startsWith('google'))).toEqual([]);
  });
});
