import { useEffect, useState } from 'react';

/**
 * Counts down from `seconds` one tick per second and calls `onDone` when the last second has passed. The count
 * never shows 0: the tick after 1 is the end. Timers stop when the component unmounts.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (remaining <= 1) onDone();
      else setRemaining(remaining - 1);
    }, 1000);
    return () => clearTimeout(timer);
  }, [remaining, onDone]);

  return remaining;
}
