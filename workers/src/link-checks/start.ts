import { linkHost } from '@rdj/shared';
import { z } from 'zod';
import { sendAll } from '../lib/queues';

/** The link-check queue's name in wrangler.toml (`[[queues.consumers]]`): the worker's queue() sends its batches here. */
export const linkCheckQueueName = 'rdj-link-checks';

/** A job's link is checked again once its last try is this old (docs/job-index.md#link-checks). */
const recheckHours = 24;
/** The due jobs one run reads, longest untried first. */
const dueJobsPerRun = 2000;
/** The most of one host's jobs one run checks: at 5 s apart, 25 minutes of its hour. */
const jobsPerHostRun = 300;

/**
 * One host's due jobs (`ids`, indexed_jobs ids) for run `runAt`: a message checks the first few and queues the rest as
 * the next message, so a host has one chain of messages at a time (docs/job-index.md#link-checks).
 */
export const linkCheckMessage = z.object({
  kind: z.literal('link-check'),
  host: z.string().min(1),
  runAt: z.string().datetime(),
  ids: z.array(z.number().int().positive()).min(1).max(jobsPerHostRun),
});
export type LinkCheckMessage = z.infer<typeof linkCheckMessage>;

/**
 * The hourly run (at :30, with the prune): the open jobs whose link was never tried (newest first), then those tried
 * longest ago, up to `dueJobsPerRun`, grouped by their link's host; one message per host with up to `jobsPerHostRun`
 * of them. A posting's copy at the provider is left out: its posting's link is checked. Answers how many jobs it sent.
 */
export async function startLinkChecks(env: Env, now: Date): Promise<number> {
  const before = new Date(now.getTime() - recheckHours * 3_600_000).toISOString();
  // Two ranges of the link-due index, so neither reads past its jobs: the never tried, then the tried before `before`.
  const [never, stale] = await env.DB.batch<{ id: number; link: string }>([
    env.DB.prepare(
      `SELECT id, link FROM indexed_jobs INDEXED BY indexed_jobs_link_due WHERE closed_at IS NULL AND link_tried_at IS NULL
       AND duplicate_of IS NULL ORDER BY sort_at DESC LIMIT ?1`,
    ).bind(dueJobsPerRun),
    env.DB.prepare(
      `SELECT id, link FROM indexed_jobs INDEXED BY indexed_jobs_link_due WHERE closed_at IS NULL AND link_tried_at < ?2
       AND duplicate_of IS NULL ORDER BY link_tried_at LIMIT ?1`,
    ).bind(dueJobsPerRun, before),
  ]);
  const byHost = new Map<string, number[]>();
  for (const job of [...(never?.results ?? []), ...(stale?.results ?? [])].slice(0, dueJobsPerRun)) {
    const host = linkHost(job.link);
    if (host === null) continue;
    const ids = byHost.get(host) ?? byHost.set(host, []).get(host)!;
    if (ids.length < jobsPerHostRun) ids.push(job.id);
  }
  const runAt = now.toISOString();
  const messages = [...byHost].map(([host, ids]): LinkCheckMessage => ({ kind: 'link-check', host, runAt, ids }));
  await sendAll(env.LINK_CHECK_QUEUE, messages);
  return messages.reduce((sum, message) => sum + message.ids.length, 0);
}
