import './blog.css';
import { useLocation } from '@rdj/router';
import { BlogListPage } from './features/posts/components/blog-list-page';
import { BlogPostPage } from './features/posts/components/blog-post-page';
import type { BlogPage } from './page-data/types';

/**
 * The blog's pages, rendered whole at the edge (edge/worker.tsx) with the data `page` the loader gave them, inside
 * the shell's layout. The loader matched the path once (page-data/load.ts); its kind says which page this is. The
 * browser never renders them: it runs only their islands (docs/pages.md#islands).
 */
export default function BlogRoutes({ page }: { page: BlogPage }) {
  const { pathname, search } = useLocation();
  const href = pathname + search;
  switch (page.kind) {
    case 'list':
    case 'list-failed':
      return <BlogListPage page={page} href={href} />;
    case 'post':
    case 'post-not-found':
    case 'post-failed':
      return <BlogPostPage page={page} href={href} />;
    case 'none':
      // The shell sends only the blog's paths; anything else renders nothing rather than a second 404 page.
      return null;
  }
}
