import { companyPath } from '@rdj/shared';
import { forgetPages } from '../lib/page-cache';

/**
 * Forgets the cached HTML of the companies' pages (docs/postings.md#companies): called when one of their postings is
 * approved, rejected or closed, and when the admin edits the company.
 */
export async function forgetCompanyPages(env: Env, slugs: readonly (string | null)[]): Promise<void> {
  const paths = [...new Set(slugs.filter((slug): slug is string => slug !== null).map(companyPath))];
  if (paths.length) await forgetPages(env, paths);
}
