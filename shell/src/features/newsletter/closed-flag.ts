import { newsletterClosedKey } from '@rdj/shared';

/** Whether the visitor closed the bar before. Storage can be unavailable (private modes, blocked cookies). */
export function wasClosed(): boolean {
  try {
    return localStorage.getItem(newsletterClosedKey) === 'true';
  } catch {
    return false;
  }
}

export function rememberClosed(): void {
  try {
    localStorage.setItem(newsletterClosedKey, 'true');
  } catch {
    // Without storage the bar closes for this page view only.
  }
}
