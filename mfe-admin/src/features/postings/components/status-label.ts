import type { SubmissionStatus } from '@rdj/shared';
import { postingCategories } from '@rdj/shared';

export const statusLabels: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The form's label of a category value ("UI/UX Design"), or the value when it is not one of the options. */
export function categoryLabel(value: string): string {
  return postingCategories.find((c) => c.value === value)?.label ?? value;
}
