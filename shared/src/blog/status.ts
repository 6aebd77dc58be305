import { blogMessages, type PostStatus } from './admin-contracts';

/** What the editor's submit button reads for each status (docs/admin.md#publish). */
export const submitLabels: Record<PostStatus, string> = {
  draft: 'Save Draft',
  published: 'Publish Now',
  scheduled: 'Schedule Post',
};

/** The sitemap note under the status: when the post enters the sitemap and with what priority. */
export const sitemapNotes: Record<PostStatus, string> = {
  published: 'Sitemap: added immediately, with high priority, as soon as it is published.',
  scheduled: 'Sitemap: added with normal priority on the scheduled date, when the post goes live.',
  draft: 'Sitemap: drafts are left out (low priority) until they are published.',
};

/** Why a schedule cannot be saved (docs/validation.md#scheduling), or null when it can. */
export function scheduleProblem(status: PostStatus, scheduledFor: string | null, now: Date): string | null {
  if (status !== 'scheduled') return null;
  if (!scheduledFor) return blogMessages.pickSchedule;
  const at = Date.parse(scheduledFor);
  if (Number.isNaN(at)) return blogMessages.pickSchedule;
  return at > now.getTime() ? null : blogMessages.scheduleInPast;
}

export interface PublishState {
  status: PostStatus;
  scheduledFor: string | null;
  publishedAt: string | null;
}

/**
 * The status fields a save stores (docs/data.md#blog-post-states): publishing records the publish time (a post already out keeps its
 * first one), scheduling keeps the chosen time, any other status empties the schedule; a post that is not out has
 * no publish time.
 */
export function publishState(
  wanted: { status: PostStatus; scheduledFor: string | null },
  previous: PublishState | null,
  now: Date,
): PublishState {
  if (wanted.status === 'published') {
    const wasOut = previous?.status === 'published' && previous.publishedAt;
    return { status: 'published', scheduledFor: null, publishedAt: wasOut ? previous.publishedAt : now.toISOString() };
  }
  if (wanted.status === 'scheduled') {
    const at = wanted.scheduledFor ? new Date(wanted.scheduledFor).toISOString() : null;
    return { status: 'scheduled', scheduledFor: at, publishedAt: null };
  }
  return { status: 'draft', scheduledFor: null, publishedAt: null };
}
