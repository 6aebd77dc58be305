import { companySlug, type JobSubmission } from '@rdj/shared';
import { dbOf, type Db } from '../db/client';
import { forgetCompanyPages } from './page-cache';
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
 * After a review: an approval lists the posting on its company's page; either decision forgets the cached pages of
 * the company it was and is listed on. Answers the slug the posting is listed under now (null: never approved).
 */
export async function companyOnReview(env: Env, submission: JobSubmission): Promise<string | null> {
  const slug = submission.status === 'approved' ? await companyForApproval(dbOf(env.DB), submission) : submission.companySlug;
  await forgetCompanyPages(env, [submission.companySlug, slug]);
  return slug;
}
