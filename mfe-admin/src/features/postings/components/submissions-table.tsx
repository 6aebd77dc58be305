import { formatDate, type JobSubmission } from '@rdj/shared';
import { Link } from '@rdj/router';
import { categoryLabel, statusLabels } from './status-label';

export function SubmissionsTable({ submissions }: { submissions: JobSubmission[] }) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Job submissions</caption>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Company</th>
          <th scope="col">Category</th>
          <th scope="col">Type</th>
          <th scope="col">Submitted</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {submissions.map((s) => (
          <tr key={s.id}>
            <td>
              <Link to={`/admin/job-submissions/${encodeURIComponent(s.id)}`}>{s.title}</Link>
            </td>
            <td>{s.company}</td>
            <td>{categoryLabel(s.category)}</td>
            <td>{s.type}</td>
            <td>
              <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
            </td>
            <td>{statusLabels[s.status]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
