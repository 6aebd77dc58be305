import type { BoardPosting } from '@rdj/shared';

export function postingApiPath(id: string): string {
  return `/api/postings/${encodeURIComponent(id)}`;
}

/** Whether a body has what the posting page shows unconditionally (the rest may be null). */
export function isBoardPosting(body: unknown): body is BoardPosting {
  if (typeof body !== 'object' || body === null) return false;
  const posting = body as Record<keyof BoardPosting, unknown>;
  const texts = [posting.id, posting.title, posting.company, posting.type, posting.description, posting.applyHref];
  return texts.every((value) => typeof value === 'string') && typeof posting.datePosted === 'string' && typeof posting.validThrough === 'string';
}
