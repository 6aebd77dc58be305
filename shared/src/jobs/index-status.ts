import { z } from '../zod';

/**
 * `GET /api/jobs/freshness` (docs/job-index.md#freshness): when the job index last took the provider's jobs in,
 * how many open jobs it holds, whether an ingest run is going, and since when every run has failed (null while the
 * last one finished).
 */
export const indexStatus = z.object({
  refreshedAt: z.string().nullable(),
  jobs: z.number().int().nonnegative(),
  running: z.boolean(),
  failingSince: z.string().nullable(),
});
export type IndexStatus = z.infer<typeof indexStatus>;
