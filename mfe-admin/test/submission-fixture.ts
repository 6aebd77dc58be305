import type { JobSubmission } from '@rdj/shared';

/** Noon of a day in the local time zone, so the page shows that day wherever the tests run. */
export const localNoon = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).toISOString();

/** A pending submission as `/api/admin/postings` answers it; override what a test is about. */
export function submission(overrides: Partial<JobSubmission> = {}): JobSubmission {
  return {
    id: 'sub-1',
    title: 'Senior Brand Designer',
    company: 'Acme Studio',
    location: 'Europe',
    type: 'Contract',
    category: 'ui-ux-design',
    salary: '$60,000 - $80,000',
    description: 'Design our brand.\nOwn the style guide.',
    requirements: '5 years of brand work',
    applicationUrl: 'https://acme.example/jobs/1',
    companyWebsite: 'https://acme.example',
    email: 'jobs@acme.example',
    status: 'pending',
    createdAt: localNoon(2026, 11, 5),
    reviewedAt: null,
    expiresAt: null,
    salaryRange: null,
    workFrom: [],
    tzMin: null,
    tzMax: null,
    employerSize: 15,
    benefits: 'Health insurance\nA yearly bonus',
    applicationCloses: '2026-12-31',
    runDays: 30,
    closedAt: null,
    closedBy: null,
    editOf: null,
    flags: [],
    companySlug: null,
    ...overrides,
  };
}
