import { messageOf } from '@rdj/shared/client';
import { useState } from 'react';
import { uploadImage } from '../api/images';
import { compressImage } from '../lib/compress-image';
import { imageProcessingError } from '../lib/upload-messages';
import type { TrackedUpload, TrackUpload } from '../lib/upload-tracker';

const noProgress = () => {};

/**
 * Images dropped or pasted into a content editor: compressed and uploaded as a featured image is
 * (docs/validation.md#images), then put in by `insert` before the upload counts as ended, so a save that waited for
 * it sends the content with the image. Each upload is handed to `trackUpload`; a failure shows its message.
 */
export function useContentImages(trackUpload: TrackUpload) {
  const [uploading, setUploading] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  async function send(file: File, insert: (url: string) => void): TrackedUpload {
    try {
      const { url } = await uploadImage(await compressImage(file, noProgress), noProgress);
      insert(url);
      return null;
    } catch (error) {
      setFailure(messageOf(error, imageProcessingError));
      return { image: 'content' };
    } finally {
      setUploading((count) => count - 1);
    }
  }

  function upload(file: File, insert: (url: string) => void) {
    setFailure(null);
    setUploading((count) => count + 1);
    trackUpload(send(file, insert));
  }

  return { uploading: uploading > 0, failure, upload };
}
