import type { CompanyWithJobs } from '@rdj/shared';
import { api } from '@rdj/shared/client';

export function companyApiPath(slug: string): string {
  return `/api/companies/${encodeURIComponent(slug)}`;
}

/** A company and its open postings (docs/postings.md#companies); a 404 ApiClientError for an unknown slug. */
export function getCompany(slug: string, signal?: AbortSignal): Promise<CompanyWithJobs> {
  return api<CompanyWithJobs>(companyApiPath(slug), { signal });
}

/** Whether a body has what the company page shows: a named company and a list of jobs. */
export function isCompanyWithJobs(body: unknown): body is CompanyWithJobs {
  if (typeof body !== 'object' || body === null) return false;
  const { company, jobs } = body as Partial<Record<keyof CompanyWithJobs, unknown>>;
  if (typeof company !== 'object' || company === null) return false;
  const { slug, name } = company as Record<string, unknown>;
  return typeof slug === 'string' && typeof name === 'string' && Array.isArray(jobs);
}
