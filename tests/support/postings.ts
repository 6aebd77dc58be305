import { expect } from 'vitest';
import { newClient } from './client';
import { baseUrl } from './platform';

/** The day `days` from today (UTC), as the form's close date takes it. */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * What the pay laws ask of a test posting (docs/postings.md#pay-transparency-laws) unless the test says: the smallest
 * size band and benefits; with no range, "not disclosed" and the United Kingdom, which no law of the table reaches;
 * with a range and no places, worldwide, which Colorado's law reaches, so a close date a week ahead.
 */
function payDefaults(fields: Record<string, unknown>): Record<string, unknown> {
  const ranged = 'salaryMin' in fields;
  return {
    employerSize: 1,
    benefits: 'Health insurance and a yearly bonus',
    ...(ranged ? {} : { salaryUndisclosed: true, workFrom: ['GB'] }),
    ...(ranged && !('workFrom' in fields) ? { applicationCloses: daysAhead(7) } : {}),
  };
}

/**
 * Sends a job posting through the API as the post-a-job form does, from a client of its own (postings are limited
 * per client: docs/postings.md#review), and expects it stored for review. `fields` are the posting's own; what the
 * pay laws ask is filled in unless given (`payDefaults`).
 */
export async function sendPosting(fields: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${baseUrl}/api/postings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...newClient() },
    body: JSON.stringify({ ...payDefaults(fields), ...fields }),
  });
  const body = await res.text();
  expect(res.status, body).toBe(201);
}
