import type { ReactNode } from 'react';

interface AdminTableProps {
  /** Names the table for screen readers (the caption is visually hidden). */
  caption: string;
  /** The column headings, in order; a `hidden` one is read to screen readers only. */
  columns: readonly (string | { hidden: string })[];
  /** Added to `admin-table`. */
  className?: string;
  /** The rows. */
  children: ReactNode;
}

/** A listing of the admin: the table, its caption and column headings; the caller draws the rows. */
export function AdminTable({ caption, columns, className, children }: AdminTableProps) {
  return (
    <table className={className ? `admin-table ${className}` : 'admin-table'}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column} scope="col">
                {column}
              </th>
            ) : (
              <th key={column.hidden} scope="col">
                <span className="visually-hidden">{column.hidden}</span>
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
