import { jobReportInput, reportedJobParams } from '@rdj/shared';
import { Hono } from 'hono';
import { ApiError } from '../http/errors';
import { jsonBody, parseWith } from '../http/validate';
import { jobKeyOf } from '../job-index/listed-job';
import { reportableJob } from './reportable';
import { acceptReport } from './submit';
import { turnstileWidget } from './turnstile';

/**
 * `/api/reports` (docs/api.md#job-reports): the report form's Turnstile widget, the job a report page names, and a
 * visitor's report of a job, each job by the board's id of it (`Job.id`). The forms without JavaScript post to
 * `/jobs/{id}/report` and `/report-job` (forms/), which take the same path.
 */
export const reports = new Hono<{ Bindings: Env }>()
  .get('/widget', (c) => c.json(turnstileWidget(c.env)))
  .get('/jobs/:id', async (c) => {
    const job = await reportableJob(c.env, jobKeyOf(parseWith(reportedJobParams, c.req.param()).id));
    if (!job) throw new ApiError(404, 'not_found', 'Job not found');
    return c.json(job);
  })
  .post('/jobs/:id', async (c) => {
    const { id } = parseWith(reportedJobParams, c.req.param());
    const input = await jsonBody(c, jobReportInput);
    return c.json(await acceptReport(c.env, c.req.header('CF-Connecting-IP'), jobKeyOf(id), input), 201);
  });
