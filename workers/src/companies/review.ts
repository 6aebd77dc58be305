import { companySlug, type JobSubmission } from '@rdj/shared';
import { dbOf, type Db } from '../db/client';
import { upsertCompanyFor } from './queries';

/**
 * docs/postings.md#companies: an approved posting is listed on the page of its company name's slug, made now if it
 * is the first; the company takes the posting's website when it has none. Answers the slug.
 */
async function companyForApproval(db: Db, submission: JobSubmission): Promise<string> {
  const slug = companySlug(submission.company);
  await upsertCompanyFor(db, submission.id, slug, submission.company.trim(), submission.companyWebsite);
  return slug;
}

/**
 * After a review: an approval lists the posting on its company's page. Answers the slug the posting is listed under
 * now (null: never approved); the caller purges that page and the one it was listed on (`postingChanged`).
 */
export async function companyOnReview(env: Env, submission: JobSubmission): Promise<string | null> {
  return submission.status === 'approved' ? companyForApproval(dbOf(env.DB), submission) : submission.companySlug;
}
