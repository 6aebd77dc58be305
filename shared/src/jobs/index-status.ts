import { z } from '../zod';

/**
 * `GET /api/jobs/freshness` (docs/job-index.md#freshness): when the job index last took the provider's jobs in,
 * how many open jobs it holds (for a signed-in administrator; null for anyone else), whether an ingest run is going,
 * since when every run has failed (null while the last one finished), and the ingest messages that failed every try.
 */
export const indexStatus = z.object({
  refreshedAt: z.string().nullable(),
  jobs: z.number().int().nonnegative().nullable(),
  running: z.boolean(),
  failingSince: z.string().nullable(),
  /** Ingest messages that failed every try in the last week, and the last of them (docs/job-index.md). */
  deadLetters: z.number().int().nonnegative(),
  lastDeadLetter: z.object({ at: z.string(), what: z.string() }).nullable(),
});
export type IndexStatus = z.infer<typeof indexStatus>;

/** How long the freshness status counts an ingest message that failed every try (docs/job-index.md#freshness). */
export const ingestDeadLetterDays = 7;

/** The admin's dashboard warns once every ingest run has failed for this long (docs/job-index.md#freshness). */
export const providerFailingWarnMinutes = 60;

/** Whether `status` says the provider has failed every run for `providerFailingWarnMinutes` or more by `now`. */
export function providerLongFailing(status: Pick<IndexStatus, 'failingSince'>, now = new Date()): boolean {
  if (!status.failingSince) return false;
  return now.getTime() - new Date(status.failingSince).getTime() >= providerFailingWarnMinutes * 60_000;
}
