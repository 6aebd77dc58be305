import type { AdminPostRow } from '@rdj/shared';
import { Link } from '@rdj/router';
import { useState } from 'react';
import { postFilters } from '../api/posts';
import { usePosts } from '../hooks/use-posts';
import { messageOf } from '@rdj/shared/client';
import { CategoriesPanel } from './categories-panel';
import { PostsTable } from './posts-table';
import { TagsPanel } from './tags-panel';
import { LoadFailed } from '../../../components/load-failed';
import { StatusFilter } from '../../../components/status-filter';
import { useStatusFilter } from '../../../hooks/use-status-filter';

/** `/admin/blog`: every post with a status filter, and the categories and tags posts are filed under. */
export function BlogAdminPage() {
  const [filter, setFilter] = useStatusFilter(postFilters, 'all');
  const { state, reload, remove } = usePosts(filter);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onDelete(post: AdminPostRow) {
    if (!window.confirm('Are you sure you want to delete this post?')) return;
    setDeleting(true);
    setError(null);
    try {
      await remove(post.id);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setDeleting(false);
    }
  }

  const label = postFilters.find((f) => f.value === filter)?.label.toLowerCase();
  return (
    <section className="container stack admin-page">
      <h1>Blog Administration</h1>
      <div className="admin-actions admin-blog-bar">
        <Link to="/admin/dashboard">Back to Dashboard</Link>
        <Link to="/admin/blog/new" className="btn btn-primary">
          New Post
        </Link>
      </div>
      <StatusFilter id="blog-post-status" options={postFilters} value={filter} onChange={setFilter} />
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      {state.status === 'loading' && <p className="muted">Loading posts...</p>}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="muted">{filter === 'all' ? 'No posts yet' : `No ${label} posts`}</p>
        ) : (
          <PostsTable posts={state.data} busy={deleting} onDelete={onDelete} />
        ))}
      <div className="grid admin-blog-terms-grid">
        <CategoriesPanel />
        <TagsPanel />
      </div>
    </section>
  );
}
