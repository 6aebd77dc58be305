import { isCompanySlug, type CompanyWithJobs } from '@rdj/shared';
import { getCompany } from '../../../api/get-company';
import { useLoaded, type LoadedBy } from '../../../hooks/use-loaded';

const company: LoadedBy<CompanyWithJobs> = {
  valid: isCompanySlug,
  load: getCompany,
  fromPage: (page, slug) => {
    if (page?.kind === 'company' && page.slug === slug) return { status: 'found', value: page.company };
    if (page?.kind === 'company-not-found' && page.slug === slug) return { status: 'not-found' };
    return null;
  },
  failure: 'Failed to load the company',
};

/** Loads the company `slug` and its open postings (hooks/use-loaded.ts); a page that came with it does not ask again. */
export function useCompany(slug: string) {
  return useLoaded(slug, company);
}
