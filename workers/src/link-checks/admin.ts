import { flaggedLinkDecisionInput, flaggedLinksShown, type FlaggedLink, type FlaggedLinks } from '@rdj/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/validate';
import { decideFlaggedLink } from './decide';

/**
 * `/api/admin/link-checks` (behind the admin session guard; docs/job-index.md#link-checks): the open jobs whose link
 * now redirects to a front page or a generic careers page, for review, and the administrator's decision on each. A
 * later check that finds the job's page clears the flag.
 */
export const linkChecksAdmin = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { results } = await c.env.DB.prepare(
      `SELECT key, title, company, link, link_flagged_to AS flaggedTo, link_flagged_at AS flaggedAt, posting_path AS postingPath
       FROM indexed_jobs INDEXED BY indexed_jobs_link_flagged WHERE link_flagged_at IS NOT NULL AND closed_at IS NULL
       ORDER BY link_flagged_at DESC LIMIT ?1`,
    )
      .bind(flaggedLinksShown)
      .all<FlaggedLink>();
    return c.json({ flagged: results } satisfies FlaggedLinks);
  })
  .post('/decisions', async (c) => {
    const { key, decision } = await jsonBody(c, flaggedLinkDecisionInput);
    if (!(await decideFlaggedLink(c.env, key, decision, new Date().toISOString()))) {
      throw new ApiError(404, 'not_found', 'No open job of this key has a flagged link');
    }
    return c.json({ key, decision });
  });
