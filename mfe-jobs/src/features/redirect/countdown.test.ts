// The redirect page's count (docs/pages.md#the-redirect-page): a script island on the clock of the head's refresh.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdown } from './countdown';

const markup = `<p class="jobs-redirect-count" aria-live="polite" aria-atomic="true"><span data-testid="redirect-count">3</span><span class="visually-hidden"> seconds</span></p>`;

/** The island as the edge rendered it, started; answers what its live region reads. */
function started(): () => string {
  const element = document.createElement('rdj-island');
  element.innerHTML = markup;
  document.body.append(element);
  countdown.start(element, undefined as never);
  return () => element.querySelector('[aria-live]')!.textContent ?? '';
}

let readyState: DocumentReadyState;
let loadEventEnd = 0;

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => [{ loadEventEnd } as unknown as PerformanceEntry]);
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The page finishes loading now: its load event ends at this moment of the page's clock. */
function load() {
  readyState = 'complete';
  loadEventEnd = performance.now();
  window.dispatchEvent(new Event('load'));
  vi.advanceTimersByTime(0);
}

describe('the countdown', () => {
  it('stays at 3 until the page has loaded, however long that takes, since the refresh starts only then', () => {
    const reads = started();
    vi.advanceTimersByTime(2500);
    expect(reads()).toBe('3 seconds');
    load();
    expect(reads()).toBe('3 seconds');
    vi.advanceTimersByTime(999);
    expect(reads()).toBe('3 seconds');
    vi.advanceTimersByTime(1);
    expect(reads()).toBe('2 seconds');
    vi.advanceTimersByTime(1000);
    expect(reads()).toBe('1 second');
  });

  it('counts from the load’s end when it starts on a page that had already loaded', () => {
    vi.advanceTimersByTime(400);
    readyState = 'complete';
    loadEventEnd = performance.now();
    vi.advanceTimersByTime(1500);
    const reads = started();
    expect(reads()).toBe('2 seconds');
    vi.advanceTimersByTime(500);
    expect(reads()).toBe('1 second');
  });

  it('never shows 0 and never navigates itself: the head’s refresh leaves', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const reads = started();
    load();
    vi.advanceTimersByTime(10_000);
    expect(reads()).toBe('1 second');
    expect(assign).not.toHaveBeenCalled();
  });
});
