import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../lib/messages';

export type ListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; items: T[] }
  | { status: 'failed'; message: string };

/**
 * A list loaded from the API with `load` (again when `load` changes or on `reload`); a newer load cancels the
 * previous one. `setItems` applies a change the server confirmed, without loading again.
 */
export function useList<T>(load: (signal: AbortSignal) => Promise<T[]>) {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (items) => !controller.signal.aborted && setState({ status: 'ready', items }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', message: messageOf(error) }),
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setItems = useCallback(
    (change: (items: T[]) => T[]) => setState((s) => (s.status === 'ready' ? { status: 'ready', items: change(s.items) } : s)),
    [],
  );

  return { state, reload, setItems };
}
