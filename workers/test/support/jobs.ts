import { env } from 'cloudflare:workers';
import { forgetBoardPostings } from '../../src/postings/board-cache';

/** Test support for the jobs endpoints: the sandbox's counters and approved postings (the worker is called with ./call). */

let counter = 0;

/** A key (or search word) no other test uses, so provider counts and cache entries start from nothing. */
export function unique(label: string): string {
  counter += 1;
  return `${label}-${counter}-${crypto.randomUUID().slice(0, 8)}`;
}

async function sandboxCount(path: string): Promise<number> {
  const res = await fetch(`${new URL(env.JOBS_API_URL!).origin}${path}`);
  return (await res.json<{ requests: number }>()).requests;
}

/** How many searches the sandbox provider received with `key`. */
export function providerRequests(key: string): Promise<number> {
  return sandboxCount(`/__stats/${encodeURIComponent(key)}`);
}

/**
 * A word for the visitor's search that makes the search a test's own: the sandbox leaves it out of the search (the
 * answer is the category's usual jobs) and counts the searches carrying it; with `delayMs` it answers that much later.
 */
export function sandboxLabel(delayMs = 0): string {
  return delayMs > 0 ? unique(`sandbox-delay-${delayMs}`) : unique('sandbox-run');
}

/** How many searches carrying `label` the sandbox provider received, whatever their key. */
export function labelledRequests(label: string): Promise<number> {
  return sandboxCount(`/__labels/${encodeURIComponent(label)}`);
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
 * it clears the board's per-isolate copy of approved postings.
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
  forgetBoardPostings();
}
