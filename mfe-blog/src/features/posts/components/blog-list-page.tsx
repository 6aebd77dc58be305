import { useBlogPageData } from '../../../page-data/context';
import { useBlogList } from '../hooks/use-blog-list';
import { PostCard } from './post-card';

export function BlogListPage() {
  const page = useBlogPageData();
  const { posts, more, status, loading, loadMore } = useBlogList(page?.kind === 'list' ? page.list : null);
  return (
    <>
      <section className="page-hero">
        <div className="container stack">
          <h1>Blog</h1>
          <p className="muted">Career advice, portfolio tips and resources for remote designers.</p>
        </div>
      </section>
      <section className="container blog-section" aria-busy={loading !== null}>
        {posts.length > 0 && (
          <ul className="grid blog-grid">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
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
        {status === 'ready' && posts.length === 0 && <p className="muted">No posts have been published yet. Check back soon.</p>}
        {more && status !== 'loading' && posts.length > 0 && (
          <p className="blog-more">
            <button type="button" className="btn btn-secondary" onClick={loadMore}>
              Load More Posts
            </button>
          </p>
        )}
      </section>
    </>
  );
}
