import { categoryPaths, postingIdParams, submissionStatusQuery, type JobSubmission } from '@rdj/shared';
import { Hono, type Context } from 'hono';
import { dbOf } from '../db/client';
import { approvedPostingJob } from '../alerts/jobs';
import { companyOnReview } from '../companies/review';
import { queueNewJobs } from '../alerts/match';
import { forgetPages } from '../html/page-cache';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { parseWith, queryOf } from '../http/validate';
import { forgetBoardPostings } from './board-cache';
import { listSubmissions, reviewSubmission, submissionById } from './queries';

function found(submission: JobSubmission | null): JobSubmission {
  if (!submission) throw new ApiError(404, 'not_found', 'No such job submission');
  return submission;
}

function idOf(c: Context<AppEnv>): string {
  return parseWith(postingIdParams, c.req.param()).id;
}

/** The pages that list approved postings. */
const boardPages = ['/', ...categoryPaths];

/** Records the decision; the board and its cached pages show it on the next request, and the alerts get it. */
async function review(c: Context<AppEnv>, status: 'approved' | 'rejected'): Promise<JobSubmission> {
  const submission = found(await reviewSubmission(dbOf(c.env.DB), idOf(c), status));
  forgetBoardPostings();
  await forgetPages(c.env, boardPages);
  // docs/postings.md#companies: an approval lists it on its company's page; the company pages are forgotten.
  submission.companySlug = await companyOnReview(c.env, submission);
  // docs/alerts.md#matching: an approved posting is matched against the alerts now (once: see queueNewJobs).
  const job = status === 'approved' ? approvedPostingJob(c.env, submission) : null;
  if (job) await queueNewJobs(c.env, [job]);
  return submission;
}

/** `/api/admin/postings`: review job submissions (behind the admin session guard). */
export const postingsAdmin = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { status } = queryOf(c, submissionStatusQuery);
    return c.json({ submissions: await listSubmissions(dbOf(c.env.DB), status) });
  })
  .get('/:id', async (c) => c.json(found(await submissionById(dbOf(c.env.DB), idOf(c)))))
  .post('/:id/approve', async (c) => c.json(await review(c, 'approved')))
  .post('/:id/reject', async (c) => c.json(await review(c, 'rejected')));
