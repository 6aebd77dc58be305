import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { approveSubmission } from './admin-api';
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
