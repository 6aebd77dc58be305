import { jobReportDecisionInput } from '@rdj/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/validate';
import { decide } from './holds';
import { reportedJobs } from './queries';

/** `/api/admin/job-reports` (docs/admin.md#reported-jobs), mounted behind the session guard in admin/index.ts. */
export const reportsAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ jobs: await reportedJobs(c.env.DB) }))
  .post('/decisions', async (c) => {
    const { jobKey, decision } = await jsonBody(c, jobReportDecisionInput);
    const decided = await decide(c.env, jobKey, decision);
    if (decided === 0) throw new ApiError(404, 'not_found', 'This job has no open reports');
    return c.json({ decided });
  });
