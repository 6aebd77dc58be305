import { postingLinkPaths, type ManagePostingAnswer } from '@rdj/shared';
import { CalendarDay } from '@rdj/shared/islands';

/**
 * `/postings/still-hiring?token=…`, the still-hiring mail's page (docs/postings.md#still-hiring): why we ask, until
 * when, and "Yes, still hiring", a form that POSTs the token (no script). Once confirmed, that it runs on.
 */
export function StillHiring({ answer, done }: { answer: ManagePostingAnswer; done: string }) {
  const { token, posting } = answer;
  if (!posting.open) return null;
  if (posting.hiringConfirmedAt) {
    return (
      <p role={done === 'confirmed' ? 'status' : undefined} className="alert alert-success">
        Thank you: you confirmed you are still hiring. Your posting stays open until <CalendarDay value={posting.expiresAt!} />.
      </p>
    );
  }
  return (
    <>
      <p>We ask every employer halfway through a posting&apos;s run whether the role is still open, so designers only apply to jobs that are.</p>
      {posting.confirmBy && (
        <p>
          Please confirm by <CalendarDay value={posting.confirmBy} />. A posting not confirmed by then closes, and we mail you how to renew it.
        </p>
      )}
      <form method="post" action={postingLinkPaths.hiring}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="btn btn-primary">
          Yes, still hiring
        </button>
      </form>
    </>
  );
}
