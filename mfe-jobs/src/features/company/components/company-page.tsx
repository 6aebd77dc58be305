import '../company.css';
import type { CompanyWithJobs } from '@rdj/shared';
import { LoadFailed } from '../../../components/page-message';
import { CompanyDetails } from './company-details';

/**
 * `/companies/{slug}`: a company's page (docs/postings.md#companies), rendered whole at the edge with no script of its
 * own. The edge already sent its head and Organization data. `company` is null when it could not be loaded.
 */
export function CompanyPage({ company, href }: { company: CompanyWithJobs | null; href: string }) {
  return (
    <section className="container jobs-section">
      {company ? <CompanyDetails page={company} /> : <LoadFailed message="Failed to load the company" href={href} />}
    </section>
  );
}
