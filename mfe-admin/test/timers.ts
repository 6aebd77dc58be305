import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';

/**
 * Fake `setTimeout` whose clock moves only when the test moves it (`vi.advanceTimersByTime`), with a user-event
 * that moves it for its own pauses. Timers already due still run by themselves: Testing Library waits on a 0 ms
 * timer after each findBy and waitFor. The clock does not follow real time (`shouldAdvanceTime`): a check made 100 ms
 * before a deadline must not depend on how fast the machine reaches it.
 */
export function controlTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // setInterval is not faked: this runs what is due now, without moving the clock.
  const due = setInterval(() => {
    if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
  }, 1);
  onTestFinished(() => clearInterval(due));
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
