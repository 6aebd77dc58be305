// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewCountedTiming } from '../src/constants';
import { countPageViews } from './page-views';

const stops: (() => void)[] = [];
const counting = () => stops.push(countPageViews());

function stubbedFetch() {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(String(init.body)) }));
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'prerendering');
});

describe('page views without a framework', () => {
  it('counts the page once when it is shown, by its page path', () => {
    window.history.replaceState(null, '', '/blog/');
    const sent = stubbedFetch();
    counting();
    expect(sent()).toEqual([{ url: '/api/page-views', body: { path: '/blog' } }]);
  });

  it('counts a prerendered page only once it is activated', () => {
    window.history.replaceState(null, '', '/about');
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    const sent = stubbedFetch();
    counting();
    expect(sent()).toEqual([]);
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(sent()).toEqual([{ url: '/api/page-views', body: { path: '/about' } }]);
  });

  it('counts again when the back-forward cache shows the page once more, and not for an ordinary pageshow', () => {
    window.history.replaceState(null, '', '/terms');
    const sent = stubbedFetch();
    counting();
    // happy-dom's PageTransitionEvent keeps no `persisted`: the events are made as the browser's look.
    const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });
    window.dispatchEvent(pageshow(false));
    window.dispatchEvent(pageshow(true));
    expect(sent().map((call) => call.body.path)).toEqual(['/terms', '/terms']);
  });

  it('reports nothing for a page whose own request counted it, and still counts its back-forward restore', () => {
    window.history.replaceState(null, '', '/about');
    const counted = { entryType: 'navigation', serverTiming: [{ name: viewCountedTiming, duration: 0, description: '' }] };
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'navigation' ? [counted as unknown as PerformanceEntry] : []));
    const sent = stubbedFetch();
    counting();
    expect(sent()).toEqual([]);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(sent()).toEqual([{ url: '/api/page-views', body: { path: '/about' } }]);
  });

  it('drops a failed count without a word', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    const errors = vi.spyOn(console, 'error');
    counting();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).not.toHaveBeenCalled();
  });
});
