import { z } from 'zod';
import { sendAll } from '../lib/queues';

/**
 * The alerts' queue messages (docs/alerts.md#the-queue). Small: each names rows in D1, which hold the work, so a
 * message that is retried or redelivered finds the work as it now stands.
 * - `confirm`: send the alert's confirmation mail;
 * - `match`: match the new job `jobKey` (in `alert_jobs`) against the confirmed alerts with ids in (after, after + page];
 * - `send`: mail the alert the jobs matched to it and not sent yet;
 * - `digest`: queue a `send` for each alert of `frequency`, ids after `after`, with jobs waiting.
 */
export const alertMessage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('confirm'), alertId: z.number().int().positive() }),
  z.object({ kind: z.literal('match'), jobKey: z.string().min(1), after: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('send'), alertId: z.number().int().positive() }),
  z.object({ kind: z.literal('digest'), frequency: z.enum(['instant', 'daily', 'weekly']), after: z.number().int().nonnegative() }),
]);
export type AlertMessage = z.infer<typeof alertMessage>;

/** Queues `messages` in as few calls as the limit allows (each call is one subrequest). */
export async function enqueue(env: Env, messages: AlertMessage[], delaySeconds = 0): Promise<void> {
  await sendAll(env.ALERTS_QUEUE, messages, delaySeconds);
}
