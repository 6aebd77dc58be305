import { describe, expect, it } from 'vitest';
import { uploadTracker, type UploadFailure } from './upload-tracker';

/** An upload the test ends itself. */
function pending() {
  let end: (failure: UploadFailure | null) => void = () => {};
  const upload = new Promise<UploadFailure | null>((resolve) => (end = resolve));
  return { upload, end };
}

describe('upload tracker', () => {
  it('is free and settles at once with nothing in flight', async () => {
    const tracker = uploadTracker();
    expect(tracker.busy()).toBe(false);
    expect(await tracker.settled()).toBeNull();
  });

  it('settles only once every upload ended, those started while it waited included', async () => {
    const tracker = uploadTracker();
    const first = pending();
    const second = pending();
    tracker.track(first.upload);
    let settled = false;
    const waited = tracker.settled().then((failure) => {
      settled = true;
      return failure;
    });
    tracker.track(second.upload);
    first.end(null);
    // A task later every reaction to the first upload has run.
    await new Promise((resolve) => setTimeout(resolve));
    expect(settled).toBe(false);
    expect(tracker.busy()).toBe(true);
    second.end(null);
    expect(await waited).toBeNull();
    expect(tracker.busy()).toBe(false);
  });

  it('answers the first failure among the uploads it waited for', async () => {
    const tracker = uploadTracker();
    const featured = pending();
    const content = pending();
    tracker.track(featured.upload);
    tracker.track(content.upload);
    const waited = tracker.settled();
    content.end({ image: 'content' });
    featured.end(null);
    expect(await waited).toEqual({ image: 'content' });
  });

  it('forgets a failure once it was reported: the next wait starts clean', async () => {
    const tracker = uploadTracker();
    tracker.track(Promise.resolve({ image: 'featured' }));
    expect(await tracker.settled()).toEqual({ image: 'featured' });
    expect(await tracker.settled()).toBeNull();
  });
});
