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
  it('runs at once on a document already parsed', () => {
    const run = vi.fn();
    whenParsed(run, documentIn('interactive'));
    expect(run).toHaveBeenCalledTimes(1);
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
