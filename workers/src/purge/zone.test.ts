// The purge at every location (docs/caching.md#purge): the queue's consumer against the Cloudflare API stand-in,
// through the production code, and what a change sends to the queue when a zone is configured.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { consumeFrom } from '../../test/support/queues';
import { stillCached } from '../../test/support/page-cache';
import { cacheTaggedPage, purgeTags } from './purge';
import { pageTags } from './tags';
import { purgeQueueName, retryDelay, type PurgeMessage } from './zone';

/** A zone of the test's own, so the stand-in's log holds only its purges, and the bindings that turn the purge on. */
function zone(token = 'purge-test-token') {
  const id = `zone-${crypto.randomUUID()}`;
  return { id, overrides: { CACHE_PURGE_ZONE_ID: id, CACHE_PURGE_TOKEN: token } };
}

/** What the stand-in was asked for `zoneId`: each request's tags and its answer's status. */
async function purgesOf(zoneId: string): Promise<{ tags: string[]; status: number }[]> {
  const base = env.CLOUDFLARE_API_BASE_URL.replace(/\/client\/v4$/, '');
  const { purges } = await (await fetch(`${base}/__purges?zone=${zoneId}`)).json<{ purges: { body: { tags: string[] }; status: number }[] }>();
  return purges.map(({ body, status }) => ({ tags: body.tags, status }));
}

describe('the purge queue’s consumer', () => {
  it('asks the purge API once for every tag of the batch, each once, 100 tags a request, and acknowledges the batch', async () => {
    const { id, overrides } = zone();
    const tags = Array.from({ length: 150 }, (_, i) => `category:t${i}`);
    const messages: PurgeMessage[] = [{ tags: tags.slice(0, 80) }, { tags: tags.slice(40, 150) }, { tags: ['category:t0'] }];
    const result = await consumeFrom(purgeQueueName, messages, { overrides });
    expect(result.explicitAcks.length + (result.ackAll ? messages.length : 0)).toBe(messages.length);
    expect(result.retryBatch.retry).toBe(false);
    expect(await purgesOf(id)).toEqual([
      { tags: tags.slice(0, 100), status: 200 },
      { tags: tags.slice(100), status: 200 },
    ]);
  });

  // vitest-pool-workers' batches record a retry but not its delay: the delay is checked on its own below.
  it('puts the batch back when the API refuses for its rate (429) or fails (500)', async () => {
    for (const token of ['fault-429', 'fault-500']) {
      const { id, overrides } = zone(token);
      const result = await consumeFrom(purgeQueueName, [{ tags: ['blog'] }], { overrides });
      expect([result.retryBatch.retry, result.ackAll]).toEqual([true, false]);
      expect((await purgesOf(id)).map(({ status }) => status)).toEqual([token === 'fault-429' ? 429 : 500]);
    }
  });

  it('waits the API’s Retry-After before trying again, else 15 s doubling with each try, at most 15 minutes', () => {
    const refused = (retryAfter: string | null) => new Response(null, { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} });
    expect(retryDelay(refused('7'), 1)).toBe(7);
    expect(retryDelay(refused('86400'), 1)).toBe(900);
    expect([1, 2, 3].map((attempts) => retryDelay(refused(null), attempts))).toEqual([15, 30, 60]);
    expect(retryDelay(null, 20)).toBe(900);
    expect(retryDelay(refused('soon'), 2)).toBe(30);
  });

  it('drops a purge the API refuses for good (a wrong token): trying again cannot pass, the pages leave at their TTL', async () => {
    const { id, overrides } = zone('bad-token');
    const result = await consumeFrom(purgeQueueName, [{ tags: ['blog'] }], { overrides });
    expect(result.retryBatch.retry).toBe(false);
    expect(result.ackAll).toBe(true);
    expect(await purgesOf(id)).toEqual([{ tags: ['blog'], status: 403 }]);
  });

  it('reads only string tags from a message, whatever else its body holds', async () => {
    const { id, overrides } = zone();
    await consumeFrom(purgeQueueName, [{ tags: ['blog', 7, null, ''] }, { nothing: true }, null], { overrides });
    expect(await purgesOf(id)).toEqual([{ tags: ['blog'], status: 200 }]);
  });
});

describe('a purge with a zone configured', () => {
  it('sends the tags to the purge queue, 100 a message, and leaves no note in KV for a page it caches', async () => {
    const { overrides } = zone();
    const sent: MessageSendRequest[][] = [];
    const queue = env.PURGE_QUEUE;
    const recorded = { ...env, ...overrides, PURGE_QUEUE: { send: queue.send.bind(queue), sendBatch: (batch: Iterable<MessageSendRequest>) => (sent.push([...batch]), queue.sendBatch(batch)) } as Queue };
    const path = '/remote-motion-design-jobs';
    await cacheTaggedPage(recorded, { path, newsletterClosed: false }, { html: '<p>jobs</p>', status: 200, shell: 's', release: 'r', tags: pageTags(path) }, 600);
    expect(await env.KV.get('page-cache-tag:category:motion-design')).toBeNull();
    await purgeTags(recorded, [...Array.from({ length: 120 }, (_, i) => `post:${i}`), 'blog', 'blog']);
    expect(sent.map((batch) => batch.map((message) => (message.body as PurgeMessage).tags.length))).toEqual([[100, 21]]);
    // Only Cloudflare's purge clears other locations' pages; this one keeps its page until then.
    expect(await stillCached([path])).toEqual([path]);
  });
});
