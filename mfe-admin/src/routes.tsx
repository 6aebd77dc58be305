import './admin.css';
import { Navigate, Route, Routes } from '@rdj/router';
import { lazy, Suspense, type ReactNode } from 'react';
import { dashboardTabs } from './app/dashboard-tabs';
import { NotFoundPage } from './components/not-found-page';
import { LoginPage } from './features/auth/components/login-page';
import { RequireSession } from './features/auth/components/require-session';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { ReportedJobsPage } from './features/job-reports/components/reported-jobs-page';
import { SubmissionPage } from './features/postings/components/submission-page';
import { SubmissionsPage } from './features/postings/components/submissions-page';

// The blog screens (and the zod schemas they check forms with) load when first opened: sign-in and the dashboard
// stay small. The rich-text editor and image compression are further chunks of their own.
const BlogAdminPage = lazy(() =>
  import('./features/blog/components/blog-admin-page').then((m) => ({ default: m.BlogAdminPage })),
);
// Features stay apart: the post editor and the dashboard are put together with other features' parts in app/.
const PostEditorPage = lazy(() => import('./app/post-editor').then((m) => ({ default: m.PostEditorWithAi })));
const InlineEditorPage = lazy(() =>
  import('./features/blog/components/inline-editor-page').then((m) => ({ default: m.InlineEditorPage })),
);

const SeoManagerPage = lazy(() =>
  import('./features/seo/components/seo-manager-page').then((m) => ({ default: m.SeoManagerPage })),
);

const page = (element: ReactNode) => (
  <Suspense fallback={<p className="container admin-status">Loading...</p>}>{element}</Suspense>
);

/** The admin remote's one export: sign-in and every protected admin page. The shell renders it inside its layout. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
      {/* One guard for all protected pages: it checks the session once, not on every move between them. */}
      <Route element={<RequireSession />}>
        <Route path="/admin/dashboard" element={<DashboardPage tabs={dashboardTabs} />} />
        <Route path="/admin/job-submissions" element={<SubmissionsPage />} />
        <Route path="/admin/job-submissions/:id" element={<SubmissionPage />} />
        <Route path="/admin/job-reports" element={<ReportedJobsPage />} />
        <Route path="/admin/seo" element={page(<SeoManagerPage />)} />
        <Route path="/admin/blog" element={page(<BlogAdminPage />)} />
        {/* One page for both: a new post saved becomes /edit/{id} and editing goes on in the same page. */}
        <Route path="/admin/blog/new" element={page(<PostEditorPage />)} />
        <Route path="/admin/blog/edit/:id" element={page(<PostEditorPage />)} />
        <Route path="/admin/blog/inline-editor/:id" element={page(<InlineEditorPage />)} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
