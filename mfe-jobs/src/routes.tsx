import './jobs.css';
import { categories, postingLinkPaths, type PostingLinkPurpose } from '@rdj/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from '@rdj/router';
import { CategoryPage } from './features/categories/components/category-page';
import { CompanyPage } from './features/company/components/company-page';
import { HomePage } from './features/home/components/home-page';
import { ManagePostingPage } from './features/manage-posting/components/manage-posting-page';
import { PostingPage } from './features/posting/components/posting-page';
import { RedirectPage } from './features/redirect/components/redirect-page';
import { PageDataProvider } from './page-data/context';
import type { JobsPageData } from './page-data/types';

const postingLinkPurposes = Object.keys(postingLinkPaths) as PostingLinkPurpose[];

// The form carries the zod schema (about 25 kB gzip): only visitors who post a job download it.
const PostJobPage = lazy(() => import('./features/post-job/components/post-job-page').then((m) => ({ default: m.PostJobPage })));

/**
 * The jobs remote's one export: every page it owns. The shell renders it inside its router and layout. On the server
 * the edge passes the data of the page (`loadJobsPage`); in the browser it comes from the document (the page data
 * kit: docs/pages.md, page data).
 */
export default function JobsRoutes({ page }: { page?: JobsPageData }) {
  const { pathname, search } = useLocation();
  return (
    <PageDataProvider page={page} location={pathname + search}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        {categories.flatMap((category) =>
          [category.path, ...(category.aliases ?? [])].map((path) => (
            <Route key={path} path={path} element={<CategoryPage key={category.slug} category={category} />} />
          )),
        )}
        <Route path="/redirect" element={<RedirectPage />} />
        <Route
          path="/post-job"
          element={
            <Suspense fallback={<p className="container muted">Loading...</p>}>
              <PostJobPage />
            </Suspense>
          }
        />
        <Route path="/jobs/:id" element={<PostingPage />} />
        {postingLinkPurposes.map((purpose) => (
          <Route key={purpose} path={postingLinkPaths[purpose]} element={<ManagePostingPage key={purpose} purpose={purpose} />} />
        ))}
        <Route path="/companies/:slug" element={<CompanyPage />} />
        {/* The shell sends only the paths above; anything else renders nothing rather than a second 404 page. */}
        <Route path="*" element={null} />
      </Routes>
    </PageDataProvider>
  );
}
