import { isErrorBody } from '@rdj/shared';
import { ApiClientError } from '@rdj/shared/client';

interface ByteUpload<T> {
  method: 'POST' | 'PUT';
  url: string;
  file: Blob;
  /** Whether a 2xx body is the answer the caller expects. */
  isAnswer: (body: unknown) => body is T;
  /** What is uploaded, for the network error's message ("image", "logo"). */
  noun: string;
}

/**
 * Uploads a file as the request body (its bytes, `Content-Type` its type) and answers the server's JSON.
 * XMLHttpRequest rather than fetch: only it reports upload progress. Errors carry the server's message, like `api`.
 */
export function uploadBytes<T>({ method, url, file, isAnswer, noun }: ByteUpload<T>, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isAnswer(body)) return resolve(body);
      if (isErrorBody(body)) return reject(new ApiClientError(xhr.status, body.error.code, body.error.message));
      reject(new ApiClientError(xhr.status, 'http_error', `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () =>
      reject(new ApiClientError(0, 'network_error', `The ${noun} could not be uploaded. Check your connection and try again.`));
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
