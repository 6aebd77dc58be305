/*
 * How the browser loads one thing it shows (docs/architecture.md#loading-data): one hook, one set of outcomes, one
 * not-found rule. Every admin screen loads through it, and the shell's session links.
 *
 * Why a small kit of our own and not TanStack Query: TanStack Query (v5, its hooks and client, minified) adds about
 * 35 kB, 10.5 kB gzipped, to code every admin page loads, more than the admin's whole entry chunk (5.4 kB gzipped).
 * What it buys is a cache shared between screens, deduplicated requests, refetch on focus and retries. This admin
 * has one user working on one screen at a time, each screen asks for its data once, and what it shows must be what
 * the server holds now (a cached list shown while a new one loads would show deleted posts, and a retry or refetch
 * on focus would send requests nobody asked for). So the kit does only what the screens need: load, cancel the
 * load a newer one replaces, say loading / ready / not found / failed, and load again on Retry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../src/api-client';
import { isNotFound } from './not-found';

/** Loads the data; `signal` aborts when a newer load replaces this one or the screen goes. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export type Resource<T> =
  /** Nothing to load (the loader is null): a new post, or a list not asked for yet. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** Only when `notFound` is set: the address names nothing the server has. */
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

export interface ResourceOptions {
  /** The load asks for one thing by the id in the address: an answer `isNotFound` reads as 'not-found'. */
  notFound?: boolean;
  /** What a failure says; the API client's message by default. */
  message?: (error: unknown) => string;
}

/**
 * Runs `load` when mounted, again when `load` changes (make it with useCallback or useMemo) and on `reload`.
 * `setData` shows data the server answered elsewhere (a save); `updateData` changes data already shown.
 */
export function useResource<T>(load: Loader<T> | null, options: ResourceOptions = {}) {
  const [state, setState] = useState<Resource<T>>(load ? { status: 'loading' } : { status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const latestOptions = useRef(options);

  useEffect(() => {
    latestOptions.current = options;
  });

  useEffect(() => {
    if (!load) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState(failure(error, latestOptions.current)),
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  const updateData = useCallback(
    (change: (data: T) => T) => setState((s) => (s.status === 'ready' ? { status: 'ready', data: change(s.data) } : s)),
    [],
  );

  return { state, reload, setData, updateData };
}

function failure<T>(error: unknown, options: ResourceOptions): Resource<T> {
  if (options.notFound && isNotFound(error)) return { status: 'not-found' };
  return { status: 'failed', message: (options.message ?? ((e: unknown) => messageOf(e)))(error) };
}
