import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { approveSubmission } from './admin-api';
import { newClient } from './client';
import { baseUrl } from './platform';

/**
 * Sends a job posting through the API as the post-a-job form does, from a client of its own (postings are limited
 * per client: docs/postings.md#review), and expects it stored for review. `fields` are the posting's own; the salary
 * is "not disclosed" unless a test gives a range, and the job worldwide unless it gives places.
 */
export async function sendPosting(fields: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${baseUrl}/api/postings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...newClient() },
    body: JSON.stringify({ ...('salaryMin' in fields ? {} : { salaryUndisclosed: true }), ...fields }),
  });
  const body = await res.text();
  expect(res.status, body).toBe(201);
}

/**
 * A product design posting open to Portugal and Spain with a range, sent as the form sends it and approved; its title,
 * company, apply link and employer's address carry `label` and a suffix no other test uses. Answers it with its id.
 */
export async function approvedPosting(label: string) {
  const suffix = randomBytes(4).toString('hex');
  const host = label.toLowerCase();
  const posting = {
    title: `${label} Product Designer ${suffix}`,
    company: `${label} Studio ${suffix}`,
    type: 'Full-time',
    category: 'product-design',
    salaryUndisclosed: false,
    salaryMin: '70000',
    salaryMax: '90000',
    salaryCurrency: 'EUR',
    salaryPeriod: 'year',
    workFrom: ['PT', 'ES'],
    description: 'Shape our product from research to pixels.\nA small remote team.',
    applicationUrl: `https://${host}.example/careers/${suffix}`,
    email: `jobs-${suffix}@${host}.example`,
  };
  await sendPosting(posting);
  const { id } = await approveSubmission(suffix);
  return { ...posting, id };
}
