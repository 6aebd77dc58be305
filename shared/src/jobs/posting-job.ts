import { companyPath } from '../companies/company';
import type { Job } from './job';
import type { PublicPosting } from './posting-options';
import { formatSalary } from './salary';
import { chosenWorkFrom } from './work-from';

/**
 * An approved posting as a board job: always Featured, its View Job going to its application URL, its salary the
 * range as text (the free text of an older posting), linked to its company's page once it has one.
 */
export function postingJob(posting: PublicPosting): Job {
  return {
    id: `posting-${posting.id}`,
    title: posting.title,
    company: posting.company,
    location: posting.location,
    type: posting.type,
    salary: posting.salaryRange ? formatSalary(posting.salaryRange) : posting.salary,
    snippet: posting.description.slice(0, 300),
    link: posting.applicationUrl,
    updated: posting.datePosted,
    featured: true,
    urgent: false,
    postingPath: `/jobs/${posting.id}`,
    salaryRange: posting.salaryRange,
    workFrom: chosenWorkFrom(posting),
    ...(posting.companySlug ? { companyPath: companyPath(posting.companySlug) } : {}),
  };
}
