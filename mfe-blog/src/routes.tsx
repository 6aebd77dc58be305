import './blog.css';
import { Route, Routes } from '@rdj/router';
import { BlogListPage } from './features/posts/components/blog-list-page';
import { BlogPostPage } from './features/posts/components/blog-post-page';

/** The blog remote's one export: the blog list and single posts. The shell renders it inside its router and layout. */
export default function BlogRoutes() {
  return (
    <Routes>
      <Route path="/blog" element={<BlogListPage />} />
      <Route path="/blog/:slug" element={<BlogPostPage />} />
      {/* The shell sends only the paths above; anything else renders nothing rather than a second 404 page. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
