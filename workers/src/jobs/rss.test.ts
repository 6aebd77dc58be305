import type { BoardJob } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { jobItem } from './rss';

const job: BoardJob = {
  id: '42',
  title: 'Designer',
  company: null,
  location: null,
  type: null,
  salary: null,
  snippet: 'Make things',
  link: 'https://jobs.example.com/a?b=1&c=2',
  updated: '2026-11-05T09:30:00Z',
  featured: false,
  urgent: false,
  applyHref: '/redirect?url=https%3A%2F%2Fjobs.example.com%2Fa%3Fb%3D1%26c%3D2&sig=q3J0c2lnbmF0dXJlLW9mLXRoZS11cmwtZm9yLXRlc3Q',
};

describe('jobItem', () => {
  it('links a provider job to the redirect page by its signed applyHref', () => {
    expect(jobItem(job, 'https://board.test').link).toBe(`https://board.test${job.applyHref}`);
  });

  it('links a posting to its own page', () => {
    expect(jobItem({ ...job, postingPath: '/jobs/abc' }, 'https://board.test').link).toBe('https://board.test/jobs/abc');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not a date', 'yesterday-ish'],
  ])('has no date when updated is %s', (_label, updated) => {
    expect(jobItem({ ...job, updated }, 'https://board.test').pubDate).toBeNull();
  });
});
