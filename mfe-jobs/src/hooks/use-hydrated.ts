import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders at the edge and while an island hydrates that markup; true in every render after. An
 * island's first render in the browser is its hydration, which must write what the edge wrote (docs/pages.md#islands).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
