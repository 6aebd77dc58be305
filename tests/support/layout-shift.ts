/**
 * The page's layout shifts as CLS counts them (those without recent input), recorded from before its first script:
 * their sum, and each shift's moved elements with their boxes before and after, so a failing check says what moved.
 */
import type { Page } from 'playwright-core';

export interface LayoutShifts {
  total: number;
  shifts: string[];
}

/** Starts recording on `page` (call before `goto`); answers a reader of what was recorded so far. */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<LayoutShifts>> {
  await page.addInitScript(() => {
    const recorded = { total: 0, shifts: [] as string[] };
    Object.assign(window, { layoutShifts: recorded });
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    const nameOf = (node: Node | null) =>
      node instanceof Element ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        recorded.total += entry.value;
        const moved = entry.sources.map((source) => `${nameOf(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)}`);
        recorded.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: LayoutShifts }).layoutShifts);
}
