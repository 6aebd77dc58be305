import { describe, expect, it } from 'vitest';
import { providerJobs } from './data';
import { maxDelayMs, readLabels } from './labels';
import { searchJobs } from './search';

describe('sandbox labels in the keywords', () => {
  it('are taken out of the search, so a labelled search finds what the plain one finds', () => {
    const jobs = providerJobs(new Date());
    const labelled = readLabels('graphic designer AND remote AND sandbox-run-7f3a');
    expect(labelled.labels).toEqual(['sandbox-run-7f3a']);
    expect(searchJobs(jobs, labelled.keywords)).toEqual(searchJobs(jobs, 'graphic designer AND remote'));
    expect(searchJobs(jobs, labelled.keywords).length).toBeGreaterThan(0);
  });

  it('hold the answer back for the delay a sandbox-delay label names, at most the cap', () => {
    expect(readLabels('designer Sandbox-Delay-250-ab12').delayMs).toBe(250);
    expect(readLabels('designer sandbox-delay-99999999').delayMs).toBe(maxDelayMs);
    expect(readLabels('designer sandbox-run-1').delayMs).toBe(0);
    expect(readLabels('designer').labels).toEqual([]);
  });
});
