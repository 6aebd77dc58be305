// IndexNow through the queue's consumer, against the search engines' stand-in, and the key file at the site's root
// (docs/search-engines.md#indexnow).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { consumeFrom } from '../../test/support/queues';
import { indexNowKeyFor, requestsOf, trustKey } from '../../test/support/search-engines';
import { searchEnginesQueueName, type SearchEngineMessage } from './messages';

const origin = 'https://remotedesignjobs.test';
const pages = (label: string, count: number) => Array.from({ length: count }, (_, i) => `${origin}/jobs/${label}-${i}`);
const message = (urls: string[]): SearchEngineMessage => ({ engine: 'indexnow', urls });

const indexNowSentToday = async () =>
  (await env.DB.prepare("SELECT sent FROM search_engine_days WHERE engine = 'indexnow' AND day = ?").bind(new Date().toISOString().slice(0, 10)).first<number>('sent')) ?? 0;
const failuresFrom = (url: string) => env.DB.prepare('SELECT engine, what, reason FROM search_engine_failures WHERE instr(what, ?) > 0').bind(url).all().then((r) => r.results);

describe('IndexNow', () => {
  it('sends every URL of a batch once, 10,000 a request, with the host, the key and its location', async () => {
    const key = indexNowKeyFor('batches');
    await trustKey(key);
    const urls = pages(key, 12_345);
    const messages = [...Array.from({ length: 13 }, (_, i) => message(urls.slice(i * 1000, (i + 1) * 1000))), message(urls.slice(0, 5))];
    const sentBefore = await indexNowSentToday();
    const result = await consumeFrom(searchEnginesQueueName, messages, { overrides: { INDEXNOW_KEY: key } });
    expect(result.explicitAcks).toHaveLength(14);
    const requests = await requestsOf({ key });
    expect(requests.map(({ status }) => status)).toEqual([200, 200]);
    const bodies = requests.map(({ body }) => body as { host: string; key: string; keyLocation: string; urlList: string[] });
    expect(bodies.map(({ urlList }) => urlList.length)).toEqual([10_000, 2_345]);
    expect(bodies.flatMap(({ urlList }) => urlList)).toEqual(urls);
    expect(bodies[0]).toMatchObject({ host: 'remotedesignjobs.test', key, keyLocation: `${origin}/${key}.txt` });
    expect(await indexNowSentToday()).toBe(sentBefore + 12_345);
  });

  it('tries the URLs again later when IndexNow fails (500) or asks for fewer requests (429)', async () => {
    for (const label of ['fault-500', 'fault-429']) {
      const key = indexNowKeyFor(label);
      const result = await consumeFrom(searchEnginesQueueName, [message(pages(key, 2))], { overrides: { INDEXNOW_KEY: key } });
      expect([result.explicitAcks.length, result.retryMessages.length]).toEqual([0, 1]);
    }
  });

  it('records and drops URLs sent with a key IndexNow cannot find on the site (403)', async () => {
    const key = indexNowKeyFor('unknown');
    const urls = pages(key, 3);
    const result = await consumeFrom(searchEnginesQueueName, [message(urls)], { overrides: { INDEXNOW_KEY: key } });
    expect([result.explicitAcks.length, result.retryMessages.length]).toEqual([1, 0]);
    expect(await failuresFrom(urls[0]!)).toEqual([{ engine: 'indexnow', what: `3 URLs from ${urls[0]}`, reason: 'IndexNow answered 403' }]);
  });

  it('sends nothing without a key', async () => {
    const key = indexNowKeyFor('unset');
    await trustKey(key);
    const result = await consumeFrom(searchEnginesQueueName, [message(pages(key, 1))]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await requestsOf({ key })).toEqual([]);
  });
});

describe('the IndexNow key file', () => {
  it('answers the key as plain text at /<key>.txt, and any other key’s file as not found', async () => {
    const key = indexNowKeyFor('file');
    const res = await call(`/${key}.txt`, { env: { INDEXNOW_KEY: key } });
    expect([res.status, res.headers.get('Content-Type'), await res.text()]).toEqual([200, 'text/plain; charset=UTF-8', key]);
    expect((await call(`/${indexNowKeyFor('other')}.txt`, { env: { INDEXNOW_KEY: key } })).status).toBe(404);
    expect((await call('/robots.txt', { env: { INDEXNOW_KEY: key } })).status).toBe(200);
  });

  it('is not there while no key is configured', async () => {
    const key = indexNowKeyFor('none');
    expect((await call(`/${key}.txt`)).status).toBe(404);
  });
});
