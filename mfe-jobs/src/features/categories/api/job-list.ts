import type { BoardJob, JobListPage } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** What a category listing asks for, apart from the page. */
export interface JobListFilter {
  category: string;
  q?: string;
  employment?: readonly string[];
  experience?: readonly string[];
}

/** `GET /api/jobs?category=…&page=…&q=…&employment=a,b&experience=a,b`; empty values are left out. */
export function jobListPath(filter: JobListFilter, page: number): string {
  const params = new URLSearchParams({ category: filter.category, page: String(page) });
  if (filter.q) params.set('q', filter.q);
  if (filter.employment?.length) params.set('employment', filter.employment.join(','));
  if (filter.experience?.length) params.set('experience', filter.experience.join(','));
  return `/api/jobs?${params}`;
}

/** One page of a category listing; the body is not trusted to be a JobListPage (see `isJobListPage`). */
export function fetchJobPage(filter: JobListFilter, page: number, signal: AbortSignal): Promise<unknown> {
  return api<unknown>(jobListPath(filter, page), { signal });
}

export function isJobListPage(body: unknown): body is JobListPage<BoardJob> {
  return typeof body === 'object' && body !== null && Array.isArray((body as { jobs?: unknown }).jobs);
}
