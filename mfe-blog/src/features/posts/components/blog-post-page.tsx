import type { BlogPage } from '../../../page-data/types';
import { CalendarDay } from '@rdj/shared/islands';

function BackToBlog() {
  return (
    <p>
      <a href="/blog" className="btn btn-secondary">
        Back to Blog
      </a>
    </p>
  );
}

/**
 * One post as the edge renders it (docs/pages.md#blog-post), static, no island: its title, published date and HTML
 * (sanitised when it was written); "Post not found." when there is none to read; when the API failed, the failure
 * with a link to the same address (`href`).
 */
export function BlogPostPage({ page, href }: { page: BlogPage; href: string }) {
  if (page.kind !== 'post') {
    const failed = page.kind !== 'post-not-found';
    return (
      <article className="container stack blog-section">
        <h1>Blog</h1>
        <p role={failed ? 'alert' : undefined}>{failed ? 'The post could not be loaded. Please try again.' : 'Post not found.'}</p>
        {failed && (
          <p>
            <a href={href}>Try again</a>
          </p>
        )}
        <BackToBlog />
      </article>
    );
  }
  const { post } = page;
  return (
    <article className="container stack blog-section blog-post">
      <header className="stack">
        <h1>{post.title}</h1>
        <p className="muted">
          <CalendarDay value={post.publishedAt} />
        </p>
      </header>
      {post.featuredImageUrl && <img className="blog-post-image" src={post.featuredImageUrl} alt={post.featuredImageAlt ?? ''} width={1200} height={630} />}
      <div dangerouslySetInnerHTML={{ __html: post.content }} />
      <BackToBlog />
    </article>
  );
}
