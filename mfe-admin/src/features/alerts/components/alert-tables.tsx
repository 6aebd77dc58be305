import { formatDate, type AlertStats } from '@rdj/shared';
import { AdminTable } from '../../../components/admin-table';
import { categoryName } from '../lib/category-name';

const categoryColumns = ['Category', 'Confirmed'];
const failureColumns = ['Address', 'Category', 'Reason', 'Paused'];

export function AlertCategoriesTable({ categories }: { categories: AlertStats['categories'] }) {
  return (
    <AdminTable caption="Confirmed alerts per category" columns={categoryColumns}>
      {categories.map((row) => (
        <tr key={row.category}>
          <td>{categoryName(row.category)}</td>
          <td>{row.confirmed.toLocaleString('en-US')}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Paused alerts: the address, what it follows, why it paused (a bounce, repeated failures) and when. */
export function AlertFailuresTable({ failures }: { failures: AlertStats['failures'] }) {
  return (
    <AdminTable caption="Paused alerts" columns={failureColumns} className="admin-alert-failures">
      {failures.map((failure) => (
        <tr key={failure.id}>
          <td>{failure.email}</td>
          <td>{categoryName(failure.category)}</td>
          <td>{failure.reason}</td>
          <td>
            <time dateTime={failure.pausedAt}>{formatDate(failure.pausedAt)}</time>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
