import type { CompanyWithJobs } from '@rdj/shared';

export function companyApiPath(slug: string): string {
  return `/api/companies/${encodeURIComponent(slug)}`;
}

/** Whether a body has what the company page shows: a named company and a list of jobs. */
export function isCompanyWithJobs(body: unknown): body is CompanyWithJobs {
  if (typeof body !== 'object' || body === null) return false;
  const { company, jobs } = body as Partial<Record<keyof CompanyWithJobs, unknown>>;
  if (typeof company !== 'object' || company === null) return false;
  const { slug, name } = company as Record<string, unknown>;
  return typeof slug === 'string' && typeof name === 'string' && Array.isArray(jobs);
}
