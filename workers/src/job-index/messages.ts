import { z } from 'zod';
import { sendAll } from '../lib/queues';

/**
 * The ingest queue's messages (docs/job-index.md#ingest): `ingest-page` reads one provider page of a category into
 * run `runId`'s staging; `ingest-alerts` hands the run's new jobs with ids in (afterId, upTo] to the alerts, a slice
 * at a time (docs/job-index.md#alerts). Small: the run's rows in D1 hold the work.
 */
export const ingestMessage = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ingest-page'),
    runId: z.number().int().positive(),
    category: z.string().min(1),
    page: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal('ingest-alerts'),
    runId: z.number().int().positive(),
    afterId: z.number().int().nonnegative(),
    upTo: z.number().int().nonnegative(),
  }),
]);
export type IngestMessage = z.infer<typeof ingestMessage>;

/** Queues `messages` on the ingest queue, `delaySeconds` from now. */
export async function enqueueIngest(env: Env, messages: IngestMessage[], delaySeconds = 0): Promise<void> {
  await sendAll(env.INGEST_QUEUE, messages, delaySeconds);
}
