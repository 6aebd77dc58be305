import { companyPath } from '@rdj/shared';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin-table';
import { LoadFailed } from '../../../components/load-failed';
import { useCompanies } from '../hooks/use-companies';
import { CompanyEditor } from './company-editor';

/**
 * The dashboard's Companies tab (docs/postings.md#companies): every company an approval made, its page and open
 * postings, and an editor for its name, website and logo.
 */
export function CompaniesManager() {
  const { state, reload, replace } = useCompanies();
  const [editing, setEditing] = useState<string | null>(null);

  if (state.status === 'loading' || state.status === 'idle') return <p className="muted">Loading...</p>;
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={reload} />;
  if (state.status === 'not-found') return null;
  const { companies } = state.data;
  const chosen = companies.find((c) => c.slug === editing);

  return (
    <div className="stack">
      {companies.length === 0 ? (
        <p className="muted">No companies yet: a company is added when one of its postings is approved.</p>
      ) : (
        <AdminTable caption="Companies" columns={['Company', 'Page', 'Website', 'Open postings', 'Logo', { hidden: 'Actions' }]}>
          {companies.map((company) => (
            <tr key={company.slug}>
              <td>{company.name}</td>
              <td>
                <a href={companyPath(company.slug)}>{companyPath(company.slug)}</a>
              </td>
              <td>{company.website ?? '—'}</td>
              <td>{company.openPostings}</td>
              <td>{company.logoUrl ? 'Yes' : 'No'}</td>
              <td>
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={`Edit ${company.name}`}
                  onClick={() => setEditing(company.slug)}
                >
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {chosen && <CompanyEditor key={chosen.slug} company={chosen} onChanged={replace} onClose={() => setEditing(null)} />}
    </div>
  );
}
