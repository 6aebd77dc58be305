import { useCallback } from 'react';
import { useResource } from '@rdj/shared/loading';
import { fetchSubmissions, type StatusFilter } from '../api/submissions';

/** Loads the submissions with `filter`; a newer filter cancels the request of the previous one. */
export function useSubmissions(filter: StatusFilter) {
  const load = useCallback(async (signal: AbortSignal) => (await fetchSubmissions(filter, signal)).submissions, [filter]);
  return useResource(load).state;
}
