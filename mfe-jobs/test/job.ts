import { redirectHref, type BoardJob } from '@rdj/shared';

/** Stands in for the worker's signature in component tests: the browser only passes signed paths along. */
export const testSignature = 'dGVzdC1zaWduYXR1cmUtb2YtdGhlLWpvYi1saW5rLWE';

/**
 * A provider job for tests: every field filled, nothing that adds a badge; override what the test is about. Its
 * `applyHref` is the redirect path of its link, as the worker would send it.
 */
export function aJob(overrides: Partial<BoardJob> = {}): BoardJob {
  const link = overrides.link ?? 'https://jobs.example.com/apply?id=1&src=board';
  return {
    id: 'job-1',
    title: 'Senior Graphic Designer',
    company: 'Acme Studio',
    location: 'Europe',
    type: 'Contract',
    salary: null,
    snippet: 'Design brand assets for a remote team.',
    link,
    updated: '2020-01-15T12:00:00Z',
    featured: false,
    urgent: false,
    applyHref: redirectHref(link, testSignature),
    ...overrides,
  };
}

/** `count` distinct jobs, ids and titles numbered from `first`. */
export function someJobs(count: number, first = 1): BoardJob[] {
  return Array.from({ length: count }, (_, index) => {
    const n = first + index;
    return aJob({ id: `job-${n}`, title: `Graphic Designer ${n}` });
  });
}
