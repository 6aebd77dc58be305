import { Link } from '@rdj/router';

/** No post can be found until publishing exists, so every slug answers with the spec's not-found text. */
export function BlogPostPage() {
  return (
    <article className="container stack blog-section">
      <h1>Blog</h1>
      <p>Post not found.</p>
      <p>
        <Link to="/blog" className="btn btn-secondary">
          Back to Blog
        </Link>
      </p>
    </article>
  );
}
