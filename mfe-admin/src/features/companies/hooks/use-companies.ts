import type { AdminCompany } from '@rdj/shared';
import { useCallback } from 'react';
import { useResource } from '@rdj/shared/loading';
import { fetchCompanies } from '../api/companies';

/** The companies for the Companies tab; `replace` shows a company as the server answered it after a change. */
export function useCompanies() {
  const { state, reload, updateData } = useResource(fetchCompanies);
  const replace = useCallback(
    (company: AdminCompany) =>
      updateData((data) => ({ companies: data.companies.map((c) => (c.slug === company.slug ? company : c)) })),
    [updateData],
  );
  return { state, reload, replace };
}
