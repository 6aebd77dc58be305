import { isJobListPage } from '../api/job-list';
import { isFeaturedJobs } from '../api/featured-jobs';
import { isBoardPosting } from '../api/get-posting';
import { isCompanyWithJobs } from '../api/get-company';
import { isManagePostingAnswer } from '../features/manage-posting/api/managed-posting';
import type { JobsPageData } from './types';

/** A form's state as the edge sends it: text values and messages by field name. */
function isFormState(value: unknown): boolean {
  const form = value as { values?: unknown; errors?: unknown } | null;
  const texts = (record: unknown) =>
    typeof record === 'object' && record !== null && Object.values(record).every((text) => typeof text === 'string');
  return typeof form === 'object' && form !== null && texts(form.values) && texts(form.errors);
}

/**
 * `value` when it has the shape of page data, with the same checks the hooks apply to API answers; else null. The
 * browser reads page data out of the document, so it checks it as it would check an answer.
 */
export function jobsPageDataOf(value: unknown): JobsPageData | null {
  if (typeof value !== 'object' || value === null) return null;
  const page = value as Record<string, unknown>;
  if (typeof page.path !== 'string' || typeof page.now !== 'string' || Number.isNaN(Date.parse(page.now))) return null;
  return hasContent(page) ? (value as JobsPageData) : null;
}

function hasContent(page: Record<string, unknown>): boolean {
  switch (page.kind) {
    case 'home':
      return isFeaturedJobs({ jobs: page.featured });
    case 'category':
      return typeof page.lists === 'object' && page.lists !== null && Object.values(page.lists).every(isJobListPage);
    case 'posting':
      return typeof page.id === 'string' && isBoardPosting(page.posting);
    case 'posting-not-found':
      return typeof page.id === 'string';
    case 'company':
      return typeof page.slug === 'string' && isCompanyWithJobs(page.company);
    case 'company-not-found':
      return typeof page.slug === 'string';
    case 'post-job':
      return isFormState(page.form);
    case 'posting-link':
      return isManagePostingAnswer(page.answer);
    case 'posting-link-invalid':
      return typeof page.purpose === 'string';
    case 'redirect':
      return typeof page.url === 'string' && typeof page.sig === 'string' && typeof page.signed === 'boolean';
    case 'none':
      return true;
    default:
      return false;
  }
}
