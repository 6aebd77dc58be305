import { statusMessageMs } from '@rdj/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/**
 * A status message that clears itself after 3 s (docs/limits.md#timing), unless it is `sticky`: a message that asks for an action
 * (reload a post changed elsewhere, fix an invalid field) stays until the next one.
 */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: Flash, sticky = false) => {
    clearTimeout(timer.current);
    setFlash(next);
    if (!sticky) timer.current = setTimeout(() => setFlash(null), statusMessageMs);
  }, []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFlash(null);
  }, []);

  return { flash, show, clear };
}
