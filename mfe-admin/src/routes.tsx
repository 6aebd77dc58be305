import './admin.css';
import { Navigate, Route, Routes } from '@rdj/router';
import { NotFoundPage } from './components/not-found-page';
import { PlaceholderPage } from './components/placeholder-page';
import { BlogAdminPage } from './features/blog/components/blog-admin-page';
import { InlineEditorPage } from './features/blog/components/inline-editor-page';
import { PostEditorPage } from './features/blog/components/post-editor-page';
import { LoginPage } from './features/auth/components/login-page';
import { RequireSession } from './features/auth/components/require-session';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { SubmissionPage } from './features/postings/components/submission-page';
import { SubmissionsPage } from './features/postings/components/submissions-page';

/** The admin remote's one export: sign-in and every protected admin page. The shell renders it inside its layout. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
      {/* One guard for all protected pages: it checks the session once, not on every move between them. */}
      <Route element={<RequireSession />}>
        <Route path="/admin/dashboard" element={<DashboardPage />} />
        <Route path="/admin/job-submissions" element={<SubmissionsPage />} />
        <Route path="/admin/job-submissions/:id" element={<SubmissionPage />} />
        <Route path="/admin/seo" element={<PlaceholderPage title="SEO Manager" />} />
        <Route path="/admin/blog" element={<BlogAdminPage />} />
        {/* One page for both: a new post saved becomes /edit/{id} and editing goes on in the same page. */}
        <Route path="/admin/blog/new" element={<PostEditorPage />} />
        <Route path="/admin/blog/edit/:id" element={<PostEditorPage />} />
        <Route path="/admin/blog/inline-editor/:id" element={<InlineEditorPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
