import { purgeTags } from '../purge/purge';
import { companyTag } from '../purge/tags';

/**
 * Purges the cached HTML of the companies' pages (docs/postings.md#companies): called when one of their postings is
 * approved, rejected or closed, and when the admin edits the company.
 */
export async function forgetCompanyPages(env: Env, slugs: readonly (string | null)[]): Promise<void> {
  await purgeTags(env, slugs.filter((slug): slug is string => slug !== null).map(companyTag));
}
