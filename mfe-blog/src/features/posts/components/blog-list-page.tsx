import { lastBlogListPage } from '@rdj/shared';
import { InPlaceLink } from '@rdj/shared/page-data';
import type { ReactNode } from 'react';
import { usePageData } from '../../../page-data/context';
import { useBlogList } from '../hooks/use-blog-list';
import { blogListHref } from '../list-pages';
import { PostCard } from './post-card';

/** A link to the list ending at `page`, which the edge renders without JavaScript; once hydrated, followed in place. */
function ListLink({ page, goTo, className, children }: { page: number; goTo: (page: number) => void; className?: string; children: ReactNode }) {
  return (
    <InPlaceLink className={className} href={blogListHref(page)} onFollow={() => goTo(page)}>
      {children}
    </InPlaceLink>
  );
}

/** The cards of the grid's first row at the site's full width (three columns of `.blog-grid`, blog.css). */
const firstRowSize = 3;

export function BlogListPage() {
  const page = usePageData();
  const { posts, first, last, more, status, loading, goTo } = useBlogList(page?.kind === 'list' ? page.pages : null);
  return (
    <>
      <section className="page-hero">
        <div className="container stack">
          <h1>Blog</h1>
          <p className="muted">Career advice, portfolio tips and resources for remote designers.</p>
        </div>
      </section>
      <section className="container blog-section" aria-busy={loading}>
        {first !== undefined && first > 1 && (
          <p className="blog-newer">
            <ListLink page={first - 1} goTo={goTo}>
              Show newer posts
            </ListLink>
          </p>
        )}
        {posts.length > 0 && (
          <ul className="grid blog-grid">
            {posts.map((post, index) => (
              <li key={post.slug}>
                <PostCard post={post} firstRow={index < firstRowSize} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
        {status === 'loading' && <p className="muted">Loading...</p>}
        {status === 'failed' && (
          <p className="alert alert-error" role="alert">
            The posts could not be loaded. Please try again.
          </p>
        )}
        {status === 'ready' && posts.length === 0 && first === 1 && <p className="muted">No posts have been published yet. Check back soon.</p>}
        {more && last !== undefined && last < lastBlogListPage && status !== 'loading' && posts.length > 0 && (
          <p className="blog-more">
            <ListLink page={last + 1} goTo={goTo} className="btn btn-secondary">
              Load More Posts
            </ListLink>
          </p>
        )}
      </section>
    </>
  );
}
