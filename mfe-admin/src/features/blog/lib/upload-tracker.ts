/** An image upload that went wrong, by the image it was for: the featured image or one put into the content. */
export interface UploadFailure {
  image: 'featured' | 'content';
}

/**
 * An upload as the tracker sees it: settles with its failure, or null once its image is in the form (or once a newer
 * choice replaced it). It never rejects.
 */
export type TrackedUpload = Promise<UploadFailure | null>;

export type TrackUpload = (upload: TrackedUpload) => void;

/**
 * The image uploads of one editor page in flight (its featured image, images put into its content). A save waits for
 * them before it reads the form (docs/admin.md#images-still-uploading): the form gets an image's address only when its
 * upload ends.
 */
export function uploadTracker() {
  const inFlight = new Set<TrackedUpload>();

  function track(upload: TrackedUpload) {
    inFlight.add(upload);
    void upload.finally(() => inFlight.delete(upload));
  }

  /** Waits until no upload is in flight, those started meanwhile included; answers the first that failed, or null. */
  async function settled(): Promise<UploadFailure | null> {
    let failure: UploadFailure | null = null;
    while (inFlight.size > 0) {
      const outcomes = await Promise.all(inFlight);
      failure ??= outcomes.find((outcome) => outcome !== null) ?? null;
    }
    return failure;
  }

  return { track, settled, busy: () => inFlight.size > 0 };
}
