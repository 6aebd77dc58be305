import type { ManagePostingAnswer, PostingLinkPurpose } from '@rdj/shared';

/** The gateway's answer for a link's token (docs/postings.md#lifecycle): 404 for a link that is no longer valid. */
export function managedPostingPath(purpose: PostingLinkPurpose, token: string): string {
  return `/api/postings/manage?${new URLSearchParams({ purpose, token })}`;
}

/** Whether a body has what the employer's pages show. */
export function isManagePostingAnswer(body: unknown): body is ManagePostingAnswer {
  if (typeof body !== 'object' || body === null) return false;
  const answer = body as Partial<Record<keyof ManagePostingAnswer, unknown>>;
  const posting = answer.posting as Partial<Record<string, unknown>> | null | undefined;
  return (
    typeof answer.purpose === 'string' &&
    typeof answer.token === 'string' &&
    typeof posting === 'object' &&
    posting !== null &&
    ['id', 'title', 'company', 'status', 'createdAt'].every((key) => typeof posting[key] === 'string') &&
    ['open', 'editPending', 'renewable'].every((key) => typeof posting[key] === 'boolean') &&
    (answer.form === null || (typeof answer.form === 'object' && answer.form !== undefined))
  );
}
