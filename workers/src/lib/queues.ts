import { chunked } from './chunked';

/** At most 100 messages go in one `sendBatch` (a Queues limit). */
export const queueBatchMax = 100;

/** Sends `bodies` to `queue` as JSON in as few calls as the limit allows (each call is one subrequest). */
export async function sendAll<T>(queue: Queue, bodies: T[], delaySeconds = 0): Promise<void> {
  for (const batch of chunked(bodies, queueBatchMax)) {
    await queue.sendBatch(batch.map((body) => ({ body, contentType: 'json' as const, delaySeconds })));
  }
}
