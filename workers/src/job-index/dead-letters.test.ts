import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { consumeFrom } from '../../test/support/queues';
import { ingestDeadQueueName } from './dead-letters';

const freshness = async () => (await call('/api/jobs/freshness')).json();
const runOf = (id: number) => env.DB.prepare('SELECT status, error FROM ingest_runs WHERE id = ?').bind(id).first();

describe("the ingest queue's dead letters", () => {
  it('fail the run of a page that failed every try at once, and the freshness status counts them with the last one', async () => {
    const run = await env.DB.prepare(`INSERT INTO ingest_runs (status, pending_pages) VALUES ('running', 3) RETURNING id`).first<{ id: number }>();
    const runId = run!.id;
    const result = await consumeFrom(ingestDeadQueueName, [
      { kind: 'ingest-alerts', runId, afterId: 10, upTo: 30 },
      { kind: 'ingest-page', runId, category: 'graphic-design', page: 3 },
    ]);
    expect(result.explicitAcks).toHaveLength(2);
    expect(result.retryMessages).toEqual([]);
    expect(await runOf(runId)).toEqual({ status: 'failed', error: 'graphic-design page 3: its message failed every try' });
    expect(await freshness()).toMatchObject({ deadLetters: 2, lastDeadLetter: { what: 'graphic-design page 3' } });
  });

  it('records a message of no known shape without failing any run', async () => {
    const before = (await freshness()) as { deadLetters: number };
    const result = await consumeFrom(ingestDeadQueueName, [{ kind: 'something-else' }]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await freshness()).toMatchObject({ deadLetters: before.deadLetters + 1, lastDeadLetter: { what: 'a message of no known shape' } });
  });
});
