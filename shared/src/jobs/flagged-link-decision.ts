import { z } from '../zod';

/**
 * `POST /api/admin/link-checks/decisions` (docs/job-index.md#link-checks): an administrator's decision on a flagged
 * job, by its index key. `keep`: the link is fine where it lands, keep it listed; `close`: close the job for good.
 */
export const flaggedLinkDecisionInput = z.strictObject({
  key: z.string().min(1).max(300),
  decision: z.enum(['keep', 'close'], { message: 'decision must be keep or close' }),
});
export type FlaggedLinkDecision = z.infer<typeof flaggedLinkDecisionInput>['decision'];
