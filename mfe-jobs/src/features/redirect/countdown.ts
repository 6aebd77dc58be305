import { redirectDelaySeconds } from '@rdj/shared';
import type { ScriptIsland } from '@rdj/shared/islands';
import { secondsText } from './components/redirect-countdown';

/**
 * Calls `run` with the moment the page's load event ended: the browser starts the head's refresh timer then, so the
 * count and the refresh keep one clock (docs/pages.md#the-redirect-page).
 */
function afterLoad(run: (loadedAt: number) => void): void {
  const loadedAt = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd || performance.now();
  if (document.readyState === 'complete') run(loadedAt());
  // `loadEventEnd` is written once the load handlers have run: read it in the task after.
  else window.addEventListener('load', () => setTimeout(() => run(loadedAt())), { once: true });
}

/**
 * The redirect page's count, without React (docs/pages.md#islands): 3 until the page has loaded, then 2 and 1 one
 * and two seconds after, on the clock of the head's `<meta http-equiv="refresh">`, which then leaves for the job's
 * page. The script never navigates itself: the refresh does, with or without JavaScript.
 */
export const countdown: ScriptIsland = {
  start(element) {
    const [count, unit] = element.querySelectorAll('.jobs-redirect-count > span');
    if (!count || !unit) return;
    afterLoad((loadedAt) => {
      const tick = () => {
        const elapsed = Math.floor((performance.now() - loadedAt) / 1000);
        const left = redirectDelaySeconds - elapsed;
        if (left < 1) return;
        count.textContent = String(left);
        unit.textContent = secondsText(left);
        setTimeout(tick, loadedAt + (elapsed + 1) * 1000 - performance.now());
      };
      tick();
    });
  },
};
