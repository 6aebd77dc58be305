import { CalendarDay } from '@rdj/shared/page-data';
import { Link, useParams } from '@rdj/router';
import { usePageData } from '../../../page-data/context';
import { useBlogPost } from '../hooks/use-blog-post';

function BackToBlog() {
  return (
    <p>
      <Link to="/blog" className="btn btn-secondary">
        Back to Blog
      </Link>
    </p>
  );
}

/** One post: its title, published date and HTML (sanitised when it was written), or "Post not found.". */
export function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const state = useBlogPost(slug, usePageData());
  if (state.status === 'loading') return <p className="container blog-section muted">Loading...</p>;
  if (state.status !== 'ready') {
    return (
      <article className="container stack blog-section">
        <h1>Blog</h1>
        <p role={state.status === 'failed' ? 'alert' : undefined}>
          {state.status === 'failed' ? 'The post could not be loaded. Please try again.' : 'Post not found.'}
        </p>
        <BackToBlog />
      </article>
    );
  }
  const { post } = state;
  return (
    <article className="container stack blog-section blog-post">
      <header className="stack">
        <h1>{post.title}</h1>
        <p className="muted">
          <CalendarDay value={post.publishedAt} />
        </p>
      </header>
      {post.featuredImageUrl && <img className="blog-post-image" src={post.featuredImageUrl} alt={post.featuredImageAlt ?? ''} width={1200} height={630} />}
      <div className="blog-post-content" dangerouslySetInnerHTML={{ __html: post.content }} />
      <BackToBlog />
    </article>
  );
}
