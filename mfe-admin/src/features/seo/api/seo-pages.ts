import type { PageSeoPatch, PageSeoRow, SeoPageInput, SeoPageSettings } from '@rdj/shared';
import { api } from '@rdj/shared/client';

const base = '/api/admin/seo';

/** The 17 fixed pages with what is stored for each (Scan Pages). */
export async function fetchSeoPages(signal?: AbortSignal): Promise<SeoPageSettings[]> {
  return (await api<{ pages: SeoPageSettings[] }>(`${base}/pages`, { signal })).pages;
}

export async function saveSeoPage(input: SeoPageInput): Promise<SeoPageSettings> {
  return (await api<{ page: SeoPageSettings }>(`${base}/pages`, { method: 'PUT', json: input })).page;
}

/** The older page_seo listing, ordered by path. */
export async function fetchPageSeoRows(signal?: AbortSignal): Promise<PageSeoRow[]> {
  return (await api<{ rows: PageSeoRow[] }>(`${base}/page-seo`, { signal })).rows;
}

/** Saves one field of one row of the older listing. */
export async function patchPageSeo(id: number, patch: PageSeoPatch): Promise<PageSeoRow> {
  return (await api<{ row: PageSeoRow }>(`${base}/page-seo/${id}`, { method: 'PATCH', json: patch })).row;
}
