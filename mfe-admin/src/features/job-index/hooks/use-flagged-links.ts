import type { FlaggedLinkDecision } from '@rdj/shared';
import { useResource } from '@rdj/shared/loading';
import { useCallback } from 'react';
import { useRowAction } from '../../../hooks/use-row-action';
import { decideFlaggedLink, fetchFlaggedLinks } from '../api/flagged-links';

const doneText: Record<FlaggedLinkDecision, string> = {
  keep: 'Kept listed. A check that lands on the same page will not flag it again.',
  close: 'Job closed. It is no longer listed.',
};

/** The flagged jobs, and an administrator's decision on one of them; a decided job leaves the list. */
export function useFlaggedLinks() {
  const { state, reload, updateData } = useResource(fetchFlaggedLinks);
  const leave = useCallback((key: string) => updateData((data) => ({ flagged: data.flagged.filter((job) => job.key !== key) })), [updateData]);
  const { state: decision, act: decide } = useRowAction(decideFlaggedLink, doneText, leave);
  return { state, reload, decision, decide };
}
