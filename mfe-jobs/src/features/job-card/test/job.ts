import type { Job } from '@rdj/shared';

/** A provider job for tests: every field filled, nothing that adds a badge; override what the test is about. */
export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job-1',
    title: 'Senior Graphic Designer',
    company: 'Acme Studio',
    location: 'Europe',
    type: 'Contract',
    salary: null,
    snippet: 'Design brand assets for a remote team.',
    link: 'https://jobs.example.com/apply?id=1&src=board',
    updated: '2020-01-15T12:00:00Z',
    featured: false,
    urgent: false,
    ...overrides,
  };
}

/** `count` distinct jobs, ids and titles numbered from `first`. */
export function someJobs(count: number, first = 1): Job[] {
  return Array.from({ length: count }, (_, index) => {
    const n = first + index;
    return aJob({ id: `job-${n}`, title: `Graphic Designer ${n}` });
  });
}
