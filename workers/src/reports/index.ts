import { jobReportInput } from '@rdj/shared';
import { Hono } from 'hono';
import { jsonBody } from '../http/validate';
import { acceptReport } from './submit';
import { turnstileWidget } from './turnstile';

/**
 * `/api/reports` (docs/api.md#job-reports): the report form's Turnstile widget, and a visitor's report of a posting.
 * The job page's form without JavaScript posts to `/jobs/{id}/report` (forms/), which takes the same path.
 */
export const reports = new Hono<{ Bindings: Env }>()
  .get('/widget', (c) => c.json(turnstileWidget(c.env)))
  .post('/jobs/:id', async (c) => {
    const input = await jsonBody(c, jobReportInput);
    return c.json(await acceptReport(c.env, c.req.header('CF-Connecting-IP'), c.req.param('id'), input), 201);
  });
