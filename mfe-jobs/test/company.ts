import type { BoardJob, CompanyWithJobs } from '@rdj/shared';
import { aJob } from './job';

/** An approved posting of the company as its page lists it: Featured, with its own page. */
export function aCompanyJob(n: number, overrides: Partial<BoardJob> = {}): BoardJob {
  return aJob({
    id: `posting-0000000${n}-5b7d-4c9a-9e21-7a6b5c4d3e2f`,
    title: `Brand Designer ${n}`,
    company: 'Acme Studio',
    featured: true,
    postingPath: `/jobs/0000000${n}-5b7d-4c9a-9e21-7a6b5c4d3e2f`,
    ...overrides,
  });
}

/** `GET /api/companies/acme-studio` as the worker answers it: a website, a logo, two open postings. */
export function aCompanyWithJobs(overrides: Partial<CompanyWithJobs> = {}): CompanyWithJobs {
  return {
    company: {
      slug: 'acme-studio',
      name: 'Acme Studio',
      website: 'https://www.acme.example.com/about',
      logoUrl: '/company-logos/0123456789abcdef0123456789abcdef.png',
    },
    jobs: [aCompanyJob(1), aCompanyJob(2)],
    ...overrides,
  };
}
