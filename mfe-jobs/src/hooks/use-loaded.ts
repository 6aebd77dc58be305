import { ApiClientError } from '@rdj/shared/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageData } from '../page-data/context';
import type { JobsPageData } from '../page-data/types';

export type LoadedState<T> =
  | { status: 'loading' }
  | { status: 'found'; value: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

export interface LoadedBy<T> {
  /** Whether `key` can name one at all; one that cannot is not found without asking. */
  valid: (key: string) => boolean;
  load: (key: string, signal: AbortSignal) => Promise<T>;
  /** What the page's data says about `key` (found, not found), or null when it came without it. */
  fromPage: (page: JobsPageData | null, key: string) => LoadedState<T> | null;
  /** The message of a failure the server gave none for. */
  failure: string;
}

/**
 * Loads the one thing a page's address names (a posting by id, a company by slug); `retry` asks again after a
 * failure, a 404 is not found, and the answer for a key no longer shown is dropped. A page that came with it (or its
 * absence) starts from it and does not ask again for that key.
 */
export function useLoaded<T>(key: string, { valid, load, fromPage, failure }: LoadedBy<T>) {
  const page = usePageData();
  const [initial] = useState(() => fromPage(page, key));
  const [state, setState] = useState<LoadedState<T>>(initial ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The key the page data answered, until the hook asks the server for anything.
  const pageKey = useRef(initial ? key : null);

  useEffect(() => {
    if (pageKey.current === key && attempt === 0) return;
    pageKey.current = null;
    if (!valid(key)) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(key, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ status: 'found', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiClientError && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : failure });
      },
    );
    return () => controller.abort();
    // `valid`, `load` and `failure` are each caller's module-level constants: only the key and a retry ask again.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
