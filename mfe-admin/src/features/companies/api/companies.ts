import type { AdminCompany, CompanyInput } from '@rdj/shared';
import { api } from '@rdj/shared/client';
import { uploadBytes } from '../../../lib/upload-bytes';

const base = '/api/admin/companies';
const companyUrl = (slug: string) => `${base}/${encodeURIComponent(slug)}`;

/** Every company, by name, with its open postings counted (docs/postings.md#companies). */
export function fetchCompanies(signal?: AbortSignal) {
  return api<{ companies: AdminCompany[] }>(base, { signal });
}

/** Saves the name and website; answers the company as it is now. */
export function saveCompany(slug: string, input: CompanyInput): Promise<AdminCompany> {
  return api<AdminCompany>(companyUrl(slug), { method: 'PUT', json: input });
}

/** Removes the logo. */
export function removeLogo(slug: string): Promise<AdminCompany> {
  return api<AdminCompany>(`${companyUrl(slug)}/logo`, { method: 'DELETE' });
}

/** Uploads a logo, replacing any logo the company had (lib/upload-bytes.ts: progress, the server's messages). */
export function uploadLogo(slug: string, file: Blob, onProgress: (fraction: number) => void): Promise<AdminCompany> {
  return uploadBytes({ method: 'PUT', url: `${companyUrl(slug)}/logo`, file, isAnswer: isCompany, noun: 'logo' }, onProgress);
}

function isCompany(body: unknown): body is AdminCompany {
  return typeof (body as AdminCompany | null)?.slug === 'string';
}
