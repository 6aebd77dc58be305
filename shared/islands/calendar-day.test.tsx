import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CalendarDay, renderZone } from './calendar-day';

describe('CalendarDay', () => {
  it('writes the day in UTC at the edge, where there is no document, marked for the page’s script', () => {
    expect(renderZone()).toBe('UTC');
    expect(renderToStaticMarkup(<CalendarDay value="2026-11-05T23:30:00Z" />)).toBe(
      '<time dateTime="2026-11-05T23:30:00Z" data-date="day">Nov 5, 2026</time>',
    );
  });

  it('writes it in the viewer’s zone in the browser, where an island renders it after its hydration', () => {
    vi.stubGlobal('document', {});
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    expect(renderZone()).toBeUndefined();
  });
});
