import './blog.css';
import { Route, Routes } from '@rdj/router';
import { useEffect } from 'react';
import { BlogListPage } from './features/posts/components/blog-list-page';
import { BlogPostPage } from './features/posts/components/blog-post-page';
import { BlogPageContext, forgetDocumentData } from './page-data/context';
import type { BlogPageData } from './page-data/types';

/**
 * The blog remote's one export: the blog list and single posts. The shell renders it inside its router and layout.
 * At the edge `page` is the data the page is rendered with; in the browser the first page reads it from the document.
 */
export default function BlogRoutes({ page }: { page?: BlogPageData }) {
  useEffect(() => forgetDocumentData(), []);
  return (
    <BlogPageContext value={page ?? null}>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage key="post" />} />
        {/* The shell sends only the paths above; anything else renders nothing rather than a second 404 page. */}
        <Route path="*" element={null} />
      </Routes>
    </BlogPageContext>
  );
}
