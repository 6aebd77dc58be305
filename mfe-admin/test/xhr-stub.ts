import { vi } from 'vitest';
import type { Reply } from './fetch-stub';

export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Blob;
  withCredentials: boolean;
}

/**
 * Replaces XMLHttpRequest (how images upload, for its progress events) with one that reports half the body sent,
 * then answers `reply` (a function: the test releases the answer itself).
 */
export function stubUpload(reply: Reply | (() => Promise<Reply>)) {
  const sent: SentUpload[] = [];

  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };

    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    async send(body: Blob) {
      sent.push({ ...this.request, body, withCredentials: this.withCredentials });
      this.upload.onprogress?.({ lengthComputable: true, loaded: body.size / 2, total: body.size });
      const answer = typeof reply === 'function' ? await reply() : reply;
      this.status = answer.status;
      this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      this.onload?.();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
