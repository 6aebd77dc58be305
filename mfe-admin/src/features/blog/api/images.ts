import type { UploadedImage } from '@rdj/shared';
import { uploadBytes } from '../../../lib/upload-bytes';

/** Uploads a featured image and answers where it is served (lib/upload-bytes.ts: progress, the server's messages). */
export function uploadImage(file: Blob, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return uploadBytes({ method: 'POST', url: '/api/admin/blog/images', file, isAnswer: isUploaded, noun: 'image' }, onProgress);
}

function isUploaded(body: unknown): body is UploadedImage {
  return typeof (body as UploadedImage | null)?.url === 'string';
}
