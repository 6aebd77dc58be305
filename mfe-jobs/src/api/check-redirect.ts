import type { RedirectCheck } from '@rdj/shared';
import { api } from '@rdj/shared/client';

export function redirectCheckPath(url: string, sig: string): string {
  return `/api/redirect?${new URLSearchParams({ url, sig })}`;
}

export function isRedirectCheck(body: unknown): body is RedirectCheck {
  return typeof body === 'object' && body !== null && typeof (body as { signed?: unknown }).signed === 'boolean';
}

/** Asks the worker whether `sig` is the board's signature of `url` (only the worker holds the key). */
export async function checkRedirect(url: string, sig: string, signal: AbortSignal): Promise<boolean> {
  const answer = await api<unknown>(redirectCheckPath(url, sig), { signal });
  return isRedirectCheck(answer) && answer.signed;
}
