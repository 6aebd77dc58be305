// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenParsed } from './shown';

function documentIn(readyState: DocumentReadyState): Document {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  return document;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('whenParsed', () => {
  it('runs on a document already parsed in a task of its own, not in the one that evaluates the caller', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenParsed(run, documentIn('interactive'));
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs each caller in its own task, in the order they asked', async () => {
    const order: string[] = [];
    const doc = documentIn('interactive');
    // A microtask queued by the first runs before the second only if the second is a task of its own.
    whenParsed(() => {
      order.push('first');
      queueMicrotask(() => order.push('after first'));
    }, doc);
    whenParsed(() => order.push('second'), doc);
    await new Promise((resolve) => setTimeout(resolve));
    expect(order).toEqual(['first', 'after first', 'second']);
  });

  it('waits for the parse, then runs in a task of its own rather than in the one that fired DOMContentLoaded', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const doc = documentIn('loading');
    whenParsed(run, doc);
    expect(run).not.toHaveBeenCalled();
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
