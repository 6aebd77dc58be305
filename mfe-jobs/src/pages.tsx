import './jobs.css';
import { categories } from '@rdj/shared';
import { CompanyPage } from './features/company/components/company-page';
import { CategoryPage } from './features/categories/components/category-page';
import { HomePage } from './features/home/components/home-page';
import { InvalidPostingLinkPage, ManagePostingPage } from './features/manage-posting/components/manage-posting-page';
import { PostJobPage } from './features/post-job/components/post-job-page';
import { PostingPage } from './features/posting/components/posting-page';
import { RedirectPage } from './features/redirect/components/redirect-page';
import { ReportJobPage } from './features/report-job/components/report-job-page';
import { NotFoundCard } from './components/page-message';
import type { JobsPageData } from './page-data/types';

/**
 * Every page the jobs remote owns, rendered at the edge from the data its loader read for the address
 * (`loadJobsPage`): the shell puts it in its layout. In the browser only the pages' islands run (`islands.ts`).
 */
export function JobsPages({ page }: { page: JobsPageData }) {
  switch (page.kind) {
    case 'home':
      return <HomePage featured={page.featured} />;
    case 'category': {
      const category = categories.find((c) => c.slug === page.slug);
      return category ? <CategoryPage key={category.slug} category={category} listing={page.listing} lists={page.lists} /> : null;
    }
    case 'posting':
      return <PostingPage id={page.id} posting={page.posting} report={page.report} href={page.path} />;
    case 'posting-not-found':
      return <NotFound title="Job not found" text="This job posting does not exist, or was never published." />;
    case 'company':
      return <CompanyPage company={page.company} href={page.path} />;
    case 'company-not-found':
      return <NotFound title="Company not found" text="No company on the board has this address." />;
    case 'redirect':
      return <RedirectPage target={page.target} signed={page.signed} />;
    case 'report-job':
      return <ReportJobPage id={page.id} job={page.job} report={page.report} href={page.path} />;
    case 'report-job-not-found':
      return <NotFound title="Job not found" text="This job is no longer listed on the board, so it cannot be reported." />;
    case 'post-job':
      return <PostJobPage form={page.form} />;
    case 'posting-link':
      return <ManagePostingPage key={page.purpose} answer={page.answer} done={page.done} href={page.path} />;
    case 'posting-link-invalid':
      return <InvalidPostingLinkPage />;
    case 'none':
      // The shell sends only the paths above; anything else renders nothing rather than a second 404 page.
      return null;
  }
}

function NotFound({ title, text }: { title: string; text: string }) {
  return (
    <section className="container jobs-section">
      <NotFoundCard title={title} text={text} />
    </section>
  );
}
