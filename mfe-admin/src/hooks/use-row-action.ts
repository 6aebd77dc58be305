import { messageOf } from '@rdj/shared/client';
import { useCallback, useState } from 'react';
import type { Flash } from './use-flash';

/** An action on one row of a list (a reported job, a flagged link): the one running, and what the last one said. */
export interface RowActionState<A extends string> {
  busy: { key: string; action: A } | null;
  flash: Flash | null;
}

/**
 * Runs `run(key, action)` for a list's row, one at a time: while it runs `busy` names it; then `flash` says
 * `doneText[action]` and `onDone` updates the list, or `flash` holds the server's message and the list stays.
 * `run`, `doneText` and `onDone` must keep their identity (module constants, or useCallback).
 */
export function useRowAction<A extends string>(
  run: (key: string, action: A) => Promise<unknown>,
  doneText: Readonly<Record<A, string>>,
  onDone: (key: string, action: A) => void,
) {
  const [state, setState] = useState<RowActionState<A>>({ busy: null, flash: null });
  const act = useCallback(
    async (key: string, action: A) => {
      setState({ busy: { key, action }, flash: null });
      try {
        await run(key, action);
        setState({ busy: null, flash: { kind: 'success', text: doneText[action] } });
        onDone(key, action);
      } catch (error) {
        setState({ busy: null, flash: { kind: 'error', text: messageOf(error) } });
      }
    },
    [run, doneText, onDone],
  );
  return { state, act };
}
