import './blog.css';
import { Route, Routes, useLocation } from '@rdj/router';
import { BlogListPage } from './features/posts/components/blog-list-page';
import { BlogPostPage } from './features/posts/components/blog-post-page';
import { PageDataProvider } from './page-data/context';
import type { BlogPageData } from './page-data/types';

/**
 * The blog remote's one export: the blog list and single posts. The shell renders it inside its router and layout.
 * At the edge `page` is the data the page is rendered with; in the browser the first page reads it from the document
 * (the page data kit: docs/pages.md, page data).
 */
export default function BlogRoutes({ page }: { page?: BlogPageData }) {
  const { pathname, search } = useLocation();
  return (
    <PageDataProvider page={page} location={pathname + search}>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage key="post" />} />
        {/* The shell sends only the paths above; anything else renders nothing rather than a second 404 page. */}
        <Route path="*" element={null} />
      </Routes>
    </PageDataProvider>
  );
}
