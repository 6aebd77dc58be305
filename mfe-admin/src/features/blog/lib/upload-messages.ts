import type { PostStatus } from '@rdj/shared';
import type { UploadFailure } from './upload-tracker';

/** An image that could not be compressed or uploaded, when neither the browser nor the server said why. */
export const imageProcessingError = 'Error processing image. Please try again.';

/** What a save button reads while it waits for an image upload, and what its status line tells a screen reader. */
export const uploadWait = {
  label: 'Waiting for the image upload...',
  status: 'Waiting for the image upload: the save goes on by itself once the image has uploaded.',
};

const images: Record<UploadFailure['image'], string> = {
  featured: 'the featured image',
  content: 'an image in the content',
};

/** What a save stopped by a failed upload did not do: the post editor's by the status it saves, the inline editor's. */
const notDone: Record<PostStatus | 'changes', string> = {
  published: 'The post was not published',
  scheduled: 'The post was not scheduled',
  draft: 'The draft was not saved',
  changes: 'The changes were not saved',
};

/**
 * A save's message when an image it waited for failed (docs/admin.md#images-still-uploading): what was not done and which
 * image failed; the image's own message, beside it, says why.
 */
export function uploadFailedMessage(failure: UploadFailure, save: keyof typeof notDone): string {
  return `${notDone[save]}: ${images[failure.image]} could not be uploaded.`;
}
