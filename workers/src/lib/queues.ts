/** At most 100 messages go in one `sendBatch` (a Queues limit). */
export const queueBatchMax = 100;

/** Sends `bodies` to `queue` as JSON in as few calls as the limit allows (each call is one subrequest). */
export async function sendAll<T>(queue: Queue, bodies: T[], delaySeconds = 0): Promise<void> {
  for (let i = 0; i < bodies.length; i += queueBatchMax) {
    await queue.sendBatch(bodies.slice(i, i + queueBatchMax).map((body) => ({ body, contentType: 'json' as const, delaySeconds })));
  }
}
