import { formatDate, type JobSubmission } from '@rdj/shared';
import { Link } from '@rdj/router';
import { AdminTable } from '../../../components/admin-table';
import { FlagBadges, submissionPath } from './review-flags';
import { categoryLabel, statusLabels } from './status-label';

const columns = ['Title', 'Company', 'Category', 'Type', 'Submitted', 'Flags', 'Status'];

export function SubmissionsTable({ submissions }: { submissions: JobSubmission[] }) {
  return (
    <AdminTable caption="Job submissions" columns={columns}>
      {submissions.map((s) => (
        <tr key={s.id}>
          <td>
            <Link to={submissionPath(s.id)}>{s.title}</Link>
          </td>
          <td>{s.company}</td>
          <td>{categoryLabel(s.category)}</td>
          <td>{s.type}</td>
          <td>
            <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
          </td>
          <td>
            <FlagBadges submission={s} />
          </td>
          <td>{statusLabels[s.status]}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
