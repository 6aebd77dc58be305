import type { JobReportDecision } from '@rdj/shared';
import { useResource } from '@rdj/shared/loading';
import { useCallback } from 'react';
import { useRowAction } from '../../../hooks/use-row-action';
import { decideReports, fetchReportedJobs } from '../api/job-reports';

const doneText: Record<JobReportDecision, string> = {
  dismiss: 'Reports dismissed. A job they had hidden is shown again.',
  'take-down': 'Job taken down. Its page now says it no longer takes applications.',
};

/** The review queue, and an administrator's decision on one of its jobs; the queue loads again after each. */
export function useReportedJobs() {
  const load = useCallback(async (signal: AbortSignal) => (await fetchReportedJobs(signal)).jobs, []);
  const { state, reload } = useResource(load);
  const { state: decision, act: decide } = useRowAction(decideReports, doneText, reload);
  return { state, reload, decision, decide };
}
