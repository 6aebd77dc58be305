import { autosaveDelayMs } from '@rdj/shared';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `save` 30 s after the last `touch` (docs/admin.md#autosave). `cancel` drops a pending autosave (a manual save just sent
 * everything); leaving the page drops it too.
 */
export function useAutosave(save: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(save);

  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const touch = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), autosaveDelayMs);
  }, []);
  const cancel = useCallback(() => clearTimeout(timer.current), []);

  return { touch, cancel };
}
