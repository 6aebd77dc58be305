import type { BoardPosting } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** An approved, unexpired posting; a 404 ApiClientError for any other id. */
export function getPosting(id: string, signal?: AbortSignal): Promise<BoardPosting> {
  return api<BoardPosting>(`/api/postings/${encodeURIComponent(id)}`, { signal });
}
