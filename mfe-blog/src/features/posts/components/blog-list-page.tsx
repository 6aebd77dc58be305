import { Island } from '@rdj/shared/islands';
import type { BlogPage } from '../../../page-data/types';
import { blogListHref, pageAfter, postsOf } from '../list-pages';
import { LoadMorePosts } from './load-more-posts';
import { PostCard } from './post-card';

/** The cards of the grid's first row at the site's full width (three columns of `.blog-grid`, blog.css). */
const firstRowSize = 3;

/**
 * `/blog?page=N` as the edge renders it (docs/pages.md#blog-list): the pages `shownPages(N)`, or, when the API
 * failed, the failure with a link to the same address (`href`). The list is static HTML; Load More Posts is the
 * page's one island, so only its code reaches the browser, when it comes near view.
 */
export function BlogListPage({ page, href }: { page: BlogPage; href: string }) {
  const pages = page.kind === 'list' ? page.pages : null;
  const posts = pages ? postsOf(pages) : [];
  const first = pages?.[0]?.page;
  const last = pages?.at(-1);
  const next = last && posts.length > 0 ? pageAfter(last.page, last.more) : null;
  return (
    <>
      <section className="page-hero">
        <div className="container stack">
          <h1>Blog</h1>
          <p className="muted">Career advice, portfolio tips and resources for remote designers.</p>
        </div>
      </section>
      <section className="container blog-section">
        {first !== undefined && first > 1 && (
          <p className="blog-newer">
            <a href={blogListHref(first - 1)}>Show newer posts</a>
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
        {pages === null && (
          <>
            <p className="alert alert-error" role="alert">
              The posts could not be loaded. Please try again.
            </p>
            <p className="blog-more">
              <a className="btn btn-secondary" href={href}>
                Try again
              </a>
            </p>
          </>
        )}
        {pages !== null && posts.length === 0 && first === 1 && <p className="muted">No posts have been published yet. Check back soon.</p>}
        {next !== null && (
          <Island name="blog:load-more" when="interaction" component={LoadMorePosts} props={{ next, shown: posts.map((post) => post.slug) }} />
        )}
      </section>
    </>
  );
}
