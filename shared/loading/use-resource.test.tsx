// @vitest-environment happy-dom
import { ApiClientError } from '@rdj/shared/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResource, type Loader, type ResourceOptions } from './use-resource';

const notFound = new ApiClientError(404, 'not_found', 'Post not found.');
const malformed = new ApiClientError(400, 'invalid_id', 'Invalid id');

/** A load the test answers itself: `resolve` or `reject` the latest call. */
function pendingLoad<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) => new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject })),
  );
  return { load, calls };
}

function renderResource<T>(load: Loader<T> | null, options?: ResourceOptions) {
  return renderHook(({ current }) => useResource(current, options), { initialProps: { current: load } });
}

describe('useResource', () => {
  it('is loading until the load answers, then ready with what it answered', async () => {
    const { load, calls } = pendingLoad<string[]>();
    const { result } = renderResource(load);
    expect(result.current.state).toEqual({ status: 'loading' });

    await act(async () => calls[0]?.resolve(['a', 'b']));
    expect(result.current.state).toEqual({ status: 'ready', data: ['a', 'b'] });
  });

  it('is idle and loads nothing while there is no loader', () => {
    const { result } = renderResource<string>(null);
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('reads 404 and 400 as not-found when the load names one thing by id', async () => {
    for (const error of [notFound, malformed]) {
      const { result } = renderResource(() => Promise.reject(error), { notFound: true });
      await waitFor(() => expect(result.current.state).toEqual({ status: 'not-found' }));
    }
  });

  it('reads 404 as a failure with its message when the load is not one thing by id', async () => {
    const { result } = renderResource(() => Promise.reject(notFound));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', message: 'Post not found.' }));
  });

  it('says the API client message on failure, a generic sentence for other errors, or the message option', async () => {
    const server = renderResource(() => Promise.reject(new ApiClientError(500, 'internal', 'Database down')));
    await waitFor(() => expect(server.result.current.state).toEqual({ status: 'failed', message: 'Database down' }));

    const other = renderResource(() => Promise.reject(new TypeError('boom')));
    await waitFor(() =>
      expect(other.result.current.state).toEqual({ status: 'failed', message: 'Something went wrong. Please try again.' }),
    );

    const own = renderResource(() => Promise.reject(new TypeError('boom')), { message: () => 'Could not load the pages.' });
    await waitFor(() => expect(own.result.current.state).toEqual({ status: 'failed', message: 'Could not load the pages.' }));
  });

  it('loads again on reload, showing loading meanwhile', async () => {
    const { load, calls } = pendingLoad<number>();
    const { result } = renderResource(load);
    await act(async () => calls[0]?.reject(new ApiClientError(503, 'unavailable', 'Try later')));
    expect(result.current.state).toEqual({ status: 'failed', message: 'Try later' });

    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[1]?.resolve(7));
    expect(result.current.state).toEqual({ status: 'ready', data: 7 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts a load a newer loader replaces and ignores its late answer', async () => {
    const first = pendingLoad<string>();
    const second = pendingLoad<string>();
    const { result, rerender } = renderResource<string>(first.load);
    rerender({ current: second.load });
    expect(first.calls[0]?.signal.aborted).toBe(true);

    await act(async () => first.calls[0]?.resolve('old'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => second.calls[0]?.resolve('new'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'new' });
  });

  it('aborts the load when the screen goes', () => {
    const { load, calls } = pendingLoad<string>();
    const { unmount } = renderResource(load);
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('changes ready data with updateData, and shows data from any state with setData', async () => {
    const { load, calls } = pendingLoad<string[]>();
    const { result } = renderResource(load);
    act(() => result.current.updateData((items) => [...items, 'ignored while loading']));
    expect(result.current.state).toEqual({ status: 'loading' });

    act(() => result.current.setData(['saved']));
    expect(result.current.state).toEqual({ status: 'ready', data: ['saved'] });
    act(() => result.current.updateData((items) => [...items, 'added']));
    expect(result.current.state).toEqual({ status: 'ready', data: ['saved', 'added'] });
    await act(async () => calls[0]?.resolve([]));
  });
});
