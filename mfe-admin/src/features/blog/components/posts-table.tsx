import { formatDate, type AdminPostRow } from '@rdj/shared';
import { Link } from '@rdj/router';
import { AdminTable } from '../../../components/admin-table';
import { statusLabels } from '../lib/status-labels';

const columns = ['Title', 'Category', 'Status', 'Date', 'Actions'];

/** When the post went out, goes out (with the time: it matters to the hour) or was last changed. */
function dateOf(post: AdminPostRow): string {
  if (post.status === 'published' && post.publishedAt) return formatDate(post.publishedAt);
  if (post.status === 'scheduled' && post.scheduledFor) return new Date(post.scheduledFor).toLocaleString();
  return `Updated ${formatDate(post.updatedAt)}`;
}

interface PostsTableProps {
  posts: AdminPostRow[];
  busy: boolean;
  onDelete: (post: AdminPostRow) => void;
}

export function PostsTable({ posts, busy, onDelete }: PostsTableProps) {
  return (
    <AdminTable caption="Blog posts" columns={columns}>
      {posts.map((post) => {
        const id = encodeURIComponent(post.id);
        return (
          <tr key={post.id}>
            <td>{post.title}</td>
            <td>{post.category}</td>
            <td>{statusLabels[post.status]}</td>
            <td>{dateOf(post)}</td>
            <td>
              <div className="admin-actions admin-blog-row-actions">
                <Link to={`/admin/blog/edit/${id}`} aria-label={`Edit ${post.title}`}>
                  Edit
                </Link>
                <Link to={`/admin/blog/inline-editor/${id}`} aria-label={`Inline editor: ${post.title}`}>
                  Inline editor
                </Link>
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={`Delete ${post.title}`}
                  disabled={busy}
                  onClick={() => onDelete(post)}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
