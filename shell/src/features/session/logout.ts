import { api, sessionChangedEvent } from '@rdj/shared/client';

/**
 * Signs out and tells the page. The event is sent even if the request failed: the header then asks the server
 * again and shows what is really true.
 */
export async function logout(): Promise<void> {
  try {
    await api('/api/auth/logout', { method: 'POST' });
  } finally {
    window.dispatchEvent(new Event(sessionChangedEvent));
  }
}
