import { expect } from 'vitest';
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
