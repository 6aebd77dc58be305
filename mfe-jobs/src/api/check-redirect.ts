import type { RedirectCheck } from '@rdj/shared';

export function redirectCheckPath(url: string, sig: string): string {
  return `/api/redirect?${new URLSearchParams({ url, sig })}`;
}

export function isRedirectCheck(body: unknown): body is RedirectCheck {
  return typeof body === 'object' && body !== null && typeof (body as { signed?: unknown }).signed === 'boolean';
}

