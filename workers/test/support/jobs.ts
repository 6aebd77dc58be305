import { env } from 'cloudflare:workers';
import { postingChanged } from '../../src/postings/lifecycle';

/** Test support for the jobs endpoints: unique keys and approved postings (the worker is called with ./call). */

let counter = 0;

/** A key (or search word) no other test uses, so counts kept per key start from nothing. */
export function unique(label: string): string {
  counter += 1;
  return `${label}-${counter}-${crypto.randomUUID().slice(0, 8)}`;
}

export interface ApprovedPosting {
  id: string;
  title: string;
  category: string;
  type?: string;
  description?: string;
}

/**
 * An approved, unexpired posting written straight to D1, as the admin approve endpoint leaves it; like that endpoint
 * it puts it in the job index (docs/job-index.md#postings).
 */
export async function insertApproved(posting: ApprovedPosting): Promise<void> {
  const now = new Date();
  const expires = new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000);
  await env.DB.prepare(
    `INSERT INTO job_submissions (id, title, company, location, type, category, salary, description, requirements,
       application_url, company_website, email, status, reviewed_at, expires_at)
     VALUES (?, ?, 'Acme Studio', 'Remote', ?, ?, '$60,000 - $80,000', ?, NULL, ?, NULL, 'jobs@acme.test', 'approved', ?, ?)`,
  )
    .bind(
      posting.id,
      posting.title,
      posting.type ?? 'Full-time',
      posting.category,
      posting.description ?? 'Design our brand and marketing materials.',
      `https://acme.test/apply/${posting.id}`,
      now.toISOString(),
      expires.toISOString(),
    )
    .run();
  await postingChanged(env, { id: posting.id, companySlug: null });
}
