import type { RedirectCheck } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** Asks the worker whether `sig` is the board's signature of `url` (only the worker holds the key). */
export async function checkRedirect(url: string, sig: string, signal: AbortSignal): Promise<boolean> {
  const answer = await api<RedirectCheck>(`/api/redirect?${new URLSearchParams({ url, sig })}`, { signal });
  return answer?.signed === true;
}
