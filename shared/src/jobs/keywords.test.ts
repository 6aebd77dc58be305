import { describe, expect, it } from 'vitest';
import { featuredJobsMax, featuredPicks } from './keywords';

describe('home featured jobs', () => {
  it('picks 2 graphic design jobs and 1 UX/UI job, up to 3 shown (docs/limits.md#job-board)', () => {
    expect(featuredPicks).toEqual([
      { category: 'graphic-design', limit: 2 },
      { category: 'ux-ui-design', limit: 1 },
    ]);
    expect(featuredJobsMax).toBe(3);
  });
});
