import { useSearchParams } from '@rdj/router';

/** One choice of a listing's status filter, as its select offers it. */
export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A listing's status filter, kept in the address (`?status=`) so a reload or a shared link shows the same list;
 * a missing or unknown value reads as `fallback`. Choosing replaces the history entry instead of adding one.
 */
export function useStatusFilter<T extends string>(options: readonly FilterOption<T>[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const filter = options.find((option) => option.value === params.get('status'))?.value ?? fallback;
  const choose = (status: string) => setParams({ status }, { replace: true });
  return [filter, choose] as const;
}
