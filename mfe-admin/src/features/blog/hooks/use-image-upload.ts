import { useRef, useState } from 'react';
import { uploadImage } from '../api/images';
import { compressImage } from '../lib/compress-image';
import { imageProcessingError } from '../lib/upload-messages';
import type { TrackedUpload, TrackUpload } from '../lib/upload-tracker';
import { messageOf } from '@rdj/shared/client';

type ImagePhase =
  | { phase: 'idle' }
  | { phase: 'compressing'; percent: number }
  | { phase: 'uploading'; percent: number }
  | { phase: 'done' }
  | { phase: 'failed'; message: string };

interface ImageSizes {
  original: number;
  compressed: number | null;
}

/**
 * A chosen featured image: compressed in the browser, then uploaded; `onUploaded` gets the address it is served at.
 * A newer choice makes an older one's results go unused. Server refusals (too large, not an image) show its message.
 * Each choice is handed to `trackUpload` from the moment it is made, so a save waits for it.
 */
export function useImageUpload(onUploaded: (url: string) => void, trackUpload: TrackUpload) {
  const [state, setState] = useState<ImagePhase>({ phase: 'idle' });
  const [sizes, setSizes] = useState<ImageSizes | null>(null);
  const latestChoice = useRef(0);

  async function send(file: File): TrackedUpload {
    const choice = ++latestChoice.current;
    const current = () => choice === latestChoice.current;
    setSizes({ original: file.size, compressed: null });
    setState({ phase: 'compressing', percent: 0 });
    try {
      const upload = await compressImage(file, (percent) => current() && setState({ phase: 'compressing', percent }));
      if (!current()) return null;
      setSizes({ original: file.size, compressed: upload.size });
      setState({ phase: 'uploading', percent: 0 });
      const { url } = await uploadImage(upload, (fraction) =>
        current() && setState({ phase: 'uploading', percent: Math.round(fraction * 100) }),
      );
      if (!current()) return null;
      onUploaded(url);
      setState({ phase: 'done' });
      return null;
    } catch (error) {
      if (!current()) return null;
      setState({ phase: 'failed', message: messageOf(error, imageProcessingError) });
      return { image: 'featured' };
    }
  }

  return { state, sizes, choose: (file: File) => trackUpload(send(file)) };
}
