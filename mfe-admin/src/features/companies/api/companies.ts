import { isErrorBody, type AdminCompany, type CompanyInput } from '@rdj/shared';
import { api, ApiClientError } from '@rdj/shared/client';

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

/**
 * Uploads a logo as the request body (its bytes, `Content-Type` its type), replacing any logo the company had.
 * XMLHttpRequest rather than fetch: only it reports upload progress. Errors carry the server's message, like `api`.
 */
export function uploadLogo(slug: string, file: Blob, onProgress: (fraction: number) => void): Promise<AdminCompany> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${companyUrl(slug)}/logo`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isCompany(body)) return resolve(body);
      if (isErrorBody(body)) return reject(new ApiClientError(xhr.status, body.error.code, body.error.message));
      reject(new ApiClientError(xhr.status, 'http_error', `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () =>
      reject(new ApiClientError(0, 'network_error', 'The logo could not be uploaded. Check your connection and try again.'));
    xhr.send(file);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isCompany(body: unknown): body is AdminCompany {
  return typeof (body as AdminCompany | null)?.slug === 'string';
}
