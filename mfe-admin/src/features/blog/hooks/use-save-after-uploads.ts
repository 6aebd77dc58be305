import { useRef, useState } from 'react';
import { uploadTracker, type UploadFailure } from '../lib/upload-tracker';

/** Where an editor's save button is: free, waiting for image uploads, or saving. */
export type SavePhase = 'idle' | 'waiting' | 'saving';

/**
 * The one way an editor page's save buttons run (Publish Now, Schedule Post, Save Draft, the inline editor's Save
 * Changes). Its image uploads are tracked here; a click while one is in flight waits for them all, then saves what the
 * form holds by then, or saves nothing when one failed (docs/admin.md#images-still-uploading). One click at a time: a
 * click while one waits or saves is dropped, so nothing is sent twice.
 */
export function useSaveAfterUploads() {
  const [tracker] = useState(uploadTracker);
  const [phase, setPhase] = useState<SavePhase>('idle');
  const running = useRef(false);

  /** Runs `save` once no upload is in flight; answers the upload failure that stopped it, or null. */
  async function run(save: () => Promise<void>): Promise<UploadFailure | null> {
    if (running.current) return null;
    running.current = true;
    try {
      if (tracker.busy()) {
        setPhase('waiting');
        const failure = await tracker.settled();
        if (failure) return failure;
      }
      setPhase('saving');
      await save();
      return null;
    } finally {
      running.current = false;
      setPhase('idle');
    }
  }

  return { phase, run, trackUpload: tracker.track };
}
