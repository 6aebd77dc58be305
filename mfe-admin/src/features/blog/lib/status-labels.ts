import type { PostStatus } from '@rdj/shared';

export const statusLabels: Record<PostStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
};
