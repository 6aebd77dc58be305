import { isCompanySlug, type CompanyWithJobs } from '@rdj/shared';
import { ApiClientError } from '@rdj/shared/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCompany } from '../../../api/get-company';
import { usePageData } from '../../../page-data/context';
import type { JobsPageData } from '../../../page-data/types';

export type CompanyState =
  | { status: 'loading' }
  | { status: 'found'; page: CompanyWithJobs }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * Loads the company `slug` and its open postings; `retry` asks again after a failure. What cannot be a slug is not
 * found without asking. A page that came with the company (or its absence) starts from it and does not ask again.
 */
export function useCompany(slug: string) {
  const page = usePageData();
  const [fromPage] = useState(() => stateFromPage(page, slug));
  const [state, setState] = useState<CompanyState>(fromPage ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const pageSlug = useRef(fromPage ? slug : null);

  useEffect(() => {
    if (pageSlug.current === slug && attempt === 0) return;
    pageSlug.current = null;
    if (!isCompanySlug(slug)) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getCompany(slug, controller.signal).then(
      (company) => {
        if (!controller.signal.aborted) setState({ status: 'found', page: company });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiClientError && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : 'Failed to load the company' });
      },
    );
    return () => controller.abort();
  }, [slug, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

function stateFromPage(page: JobsPageData | null, slug: string): CompanyState | null {
  if (page?.kind === 'company' && page.slug === slug) return { status: 'found', page: page.company };
  if (page?.kind === 'company-not-found' && page.slug === slug) return { status: 'not-found' };
  return null;
}
