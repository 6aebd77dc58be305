import { maxImageBytes, maxImageSide } from '@rdj/shared';

const bytesPerMB = 1024 * 1024;

/**
 * A featured image made at most 2 MB and 1200 px on its longest side (docs/validation.md#images), in the browser. The library is
 * fetched on first use (its own chunk); failing to fetch it throws. If compression itself fails, or gives a bigger
 * file, the original is used: the server still refuses one over the limit. GIFs are left alone (a canvas would keep
 * one frame). No web worker: the site's CSP allows scripts from its own origin only, not the `blob:` worker the
 * library would start.
 */
export async function compressImage(file: File, onProgress: (percent: number) => void): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  if (file.type === 'image/gif') return file;
  try {
    const compressed = await imageCompression(file, {
      maxSizeMB: maxImageBytes / bytesPerMB,
      maxWidthOrHeight: maxImageSide,
      // The library's default stops just under the limit; 0.8 gives a far smaller file that looks the same.
      initialQuality: 0.8,
      useWebWorker: false,
      onProgress,
    });
    return compressed.size < file.size ? compressed : file;
  } catch {
    return file;
  }
}

/** A size in MB with two decimals, as the form shows it. */
export function megabytes(bytes: number): string {
  return `${(bytes / bytesPerMB).toFixed(2)} MB`;
}
