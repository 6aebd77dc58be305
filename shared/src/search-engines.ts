import { z } from './zod';

/**
 * `GET /api/admin/search-engines` (docs/search-engines.md#what-the-admin-sees): what the board told the search engines
 * today (the UTC day): Google's publish requests against its daily quota, the URLs IndexNow took, whether each is
 * configured, and the changes that were not sent today, newest first (the last `shownFailures`), with their count.
 */
export const searchEnginePings = z.object({
  day: z.string(),
  google: z.object({ configured: z.boolean(), sent: z.number().int().nonnegative(), quota: z.number().int().positive() }),
  indexNow: z.object({ configured: z.boolean(), sent: z.number().int().nonnegative() }),
  failed: z.number().int().nonnegative(),
  failures: z.array(z.object({ at: z.string(), engine: z.enum(['google', 'indexnow']), what: z.string(), reason: z.string() })),
});
export type SearchEnginePings = z.infer<typeof searchEnginePings>;
