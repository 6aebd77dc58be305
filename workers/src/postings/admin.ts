import { postingIdParams, submissionStatusQuery, type JobSubmission } from '@rdj/shared';
import { Hono, type Context } from 'hono';
import { dbOf } from '../db/client';
import { approvedPostingJob } from '../alerts/jobs';
import { companyOnReview } from '../companies/review';
import { queueNewJobs } from '../alerts/match';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { parseWith, queryOf } from '../http/validate';
import { announcePostingPage } from '../search-engines/announce';
import { closePosting, postingChanged } from './lifecycle';
import { listSubmissions, reviewSubmission } from './review-queries';
import { submissionById } from '../db/submission-rows';

function found(submission: JobSubmission | null): JobSubmission {
  if (!submission) throw new ApiError(404, 'not_found', 'No such job submission');
  return submission;
}

function idOf(c: Context<AppEnv>): string {
  return parseWith(postingIdParams, c.req.param()).id;
}

/**
 * Records the decision; the board and its cached pages show it on the next request, and the alerts get it. An edit
 * (docs/postings.md#lifecycle) approved changes the live posting it names, which is no new job for the alerts; an
 * edit rejected changes nothing public.
 */
async function review(c: Context<AppEnv>, status: 'approved' | 'rejected'): Promise<JobSubmission> {
  const db = dbOf(c.env.DB);
  // A rejection takes down a posting approved before: its page then answers 404.
  const wasApproved = status === 'rejected' && (await submissionById(db, idOf(c)))?.status === 'approved';
  const submission = found(await reviewSubmission(db, idOf(c), status));
  if (submission.editOf !== null) {
    const live = status === 'approved' ? await submissionById(db, submission.editOf) : null;
    if (live) await postingChanged(c.env, { ...live, companySlug: await companyOnReview(c.env, live) }, live.companySlug);
    // docs/search-engines.md#what-is-sent: the live posting's page shows the approved edit.
    if (live) await announcePostingPage(c.env, live.id, 'URL_UPDATED');
    return submission;
  }
  // docs/postings.md#companies: an approval lists it on its company's page, before the index takes it with that page.
  const formerCompany = submission.companySlug;
  submission.companySlug = await companyOnReview(c.env, submission);
  await postingChanged(c.env, submission, formerCompany);
  // docs/alerts.md#matching: an approved posting is matched against the alerts now (once: see queueNewJobs).
  const job = status === 'approved' ? approvedPostingJob(c.env, submission) : null;
  if (job) await queueNewJobs(c.env, [job]);
  // docs/search-engines.md#what-is-sent: an approved posting's page is new, or shows its run started again.
  if (status === 'approved' || wasApproved) await announcePostingPage(c.env, submission.id, wasApproved ? 'URL_DELETED' : 'URL_UPDATED');
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
  .post('/:id/reject', async (c) => c.json(await review(c, 'rejected')))
  // docs/postings.md#lifecycle: an approved posting ends now, closed by an admin; closing it again changes nothing.
  .post('/:id/close', async (c) => {
    const id = idOf(c);
    const submission = found(await submissionById(dbOf(c.env.DB), id));
    if (submission.status !== 'approved' || submission.editOf !== null) {
      throw new ApiError(409, 'not_approved', 'Only an approved posting can be closed');
    }
    return c.json(found(await closePosting(c.env, id, 'admin')));
  });
