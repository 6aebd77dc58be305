import type { BlogPostCard } from '@rdj/shared';
import { CalendarDay } from '@rdj/shared/islands';

/**
 * One post on `/blog`: image, category, date, read time, title, excerpt and Read More. The images of the first row
 * (`firstRow`) load at once, the very first at high priority: the largest thing a visitor sees first is one of them,
 * and a lazy image there is fetched only after layout (Lighthouse measured /blog's largest paint at 3.1 s).
 * Rendered at the edge in the static list and in the browser by the Load More Posts island, so it uses no router:
 * its link is a plain anchor, a document load (docs/pages.md#islands).
 */
export function PostCard({ post, firstRow = false, first = false }: { post: BlogPostCard; firstRow?: boolean; first?: boolean }) {
  const headingId = `blog-post-${post.slug}`;
  return (
    <article className="card blog-card" aria-labelledby={headingId}>
      {post.featuredImageUrl && (
        <img
          className="blog-card-image"
          src={post.featuredImageUrl}
          alt={post.featuredImageAlt ?? ''}
          width={1200}
          height={630}
          loading={firstRow ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
      )}
      <div className="stack blog-card-body">
        <p className="blog-card-meta muted">
          {post.category && <span className="blog-card-category">{post.category}</span>}
          <CalendarDay value={post.publishedAt} />
          {post.readTime !== null && <span>{post.readTime} min read</span>}
        </p>
        <h2 id={headingId} className="blog-card-title">
          {post.title}
        </h2>
        {post.excerpt && <p>{post.excerpt}</p>}
        <p>
          {/* The post's title is part of the link's own text (hidden from sight): crawlers and Lighthouse read the
              text, not an aria-label, and "Read More" alone does not say where the link goes. */}
          <a href={`/blog/${post.slug}`}>
            Read More<span className="visually-hidden">: {post.title}</span>
          </a>
        </p>
      </div>
    </article>
  );
}
