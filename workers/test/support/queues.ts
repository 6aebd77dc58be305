import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../../src/index';

export interface ConsumeOptions {
  /** The tries each message has had, this one included. */
  attempts?: number;
  /** Bindings the consumer sees instead of the test's own. */
  overrides?: Partial<Env>;
}

/** Gives the worker's queue handler one batch of `messages` from `queue`, as Cloudflare delivers it, and its outcome. */
export async function consumeFrom<T>(queue: string, messages: T[], { attempts = 1, overrides = {} }: ConsumeOptions = {}) {
  const batch = createMessageBatch<T>(
    queue,
    messages.map((body, i) => ({ id: `test-${i}-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return getQueueResult(batch, ctx);
}
