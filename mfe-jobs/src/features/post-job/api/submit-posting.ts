import type { PostingFormValues } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** Sends the form's values for review, as typed; the server checks them again with the same schema. */
export function submitPosting(posting: PostingFormValues): Promise<{ ok: true }> {
  return api<{ ok: true }>('/api/postings', { method: 'POST', json: posting });
}
