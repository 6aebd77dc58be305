import type { JobPostingInput } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** Sends a posting for review; the server checks it again with the same schema. */
export function submitPosting(posting: JobPostingInput): Promise<{ ok: true }> {
  return api<{ ok: true }>('/api/postings', { method: 'POST', json: posting });
}
