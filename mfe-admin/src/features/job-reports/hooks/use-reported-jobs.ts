import type { JobReportDecision } from '@rdj/shared';
import { messageOf } from '@rdj/shared/client';
import { useResource } from '@rdj/shared/loading';
import { useCallback, useState } from 'react';
import { decideReports, fetchReportedJobs } from '../api/job-reports';

/** What the last decision did: which job is being decided, and the message of the one that ended. */
export interface DecisionState {
  busy: { jobKey: string; decision: JobReportDecision } | null;
  done: JobReportDecision | null;
  error: string | null;
}

/** The review queue, and an administrator's decision on one of its jobs; the queue loads again after each. */
export function useReportedJobs() {
  const load = useCallback(async (signal: AbortSignal) => (await fetchReportedJobs(signal)).jobs, []);
  const { state, reload } = useResource(load);
  const [decision, setDecision] = useState<DecisionState>({ busy: null, done: null, error: null });
  const decide = useCallback(
    async (jobKey: string, chosen: JobReportDecision) => {
      setDecision({ busy: { jobKey, decision: chosen }, done: null, error: null });
      try {
        await decideReports(jobKey, chosen);
        setDecision({ busy: null, done: chosen, error: null });
        reload();
      } catch (error) {
        setDecision({ busy: null, done: null, error: messageOf(error) });
      }
    },
    [reload],
  );
  return { state, reload, decision, decide };
}
