import { isErrorBody, type UploadedImage } from '@rdj/shared';
import { ApiClientError } from '@rdj/shared/client';

/**
 * Uploads a featured image as the request body (its bytes, `Content-Type` its type) and answers where it is served.
 * XMLHttpRequest rather than fetch: only it reports upload progress. Errors carry the server's message, like `api`.
 */
export function uploadImage(file: Blob, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/blog/images');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isUploaded(body)) return resolve(body);
      if (isErrorBody(body)) return reject(new ApiClientError(xhr.status, body.error.code, body.error.message));
      reject(new ApiClientError(xhr.status, 'http_error', `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () =>
      reject(new ApiClientError(0, 'network_error', 'The image could not be uploaded. Check your connection and try again.'));
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

function isUploaded(body: unknown): body is UploadedImage {
  return typeof (body as UploadedImage | null)?.url === 'string';
}
