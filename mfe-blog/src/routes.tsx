import './blog.css';
import { Route, Routes, useLocation } from '@rdj/router';
import { BlogListPage } from './features/posts/components/blog-list-page';
import { BlogPostPage } from './features/posts/components/blog-post-page';
import type { BlogPage } from './page-data/types';

/**
 * The blog's pages, rendered whole at the edge (edge/worker.tsx) with the data `page` the loader gave them, inside
 * the shell's layout. The browser never renders them: it runs only their islands (docs/pages.md#islands).
 */
export default function BlogRoutes({ page }: { page: BlogPage }) {
  const { pathname, search } = useLocation();
  const href = pathname + search;
  return (
    <Routes>
      <Route path="/blog" element={<BlogListPage page={page} href={href} />} />
      <Route path="/blog/:slug" element={<BlogPostPage page={page} href={href} />} />
      {/* The shell sends only the paths above; anything else renders nothing rather than a second 404 page. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
