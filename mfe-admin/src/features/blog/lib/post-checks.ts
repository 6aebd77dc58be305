import { postInput, scheduleProblem, type AdminPost, type PostInput } from '@rdj/shared';
import type { Flash } from '../../../hooks/use-flash';

/** Why the form cannot be saved as it is (each message once), checked at `now`; empty when it can. */
export function problemsOf(input: PostInput, now: Date): string[] {
  const scheduleIssue = scheduleProblem(input.status, input.scheduledFor, now);
  const issues = scheduleIssue ? [scheduleIssue] : (postInput.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
  return [...new Set(issues)];
}

/** What a successful save says (docs/admin.md#saving-a-post), from the post as the server stored it. */
export function savedMessage(post: AdminPost): Flash {
  if (post.status === 'published') return { kind: 'success', text: 'Post published successfully' };
  if (post.status === 'scheduled' && post.scheduledFor)
    return { kind: 'success', text: `Post scheduled for ${new Date(post.scheduledFor).toLocaleString()}` };
  return { kind: 'success', text: 'Draft saved successfully' };
}
