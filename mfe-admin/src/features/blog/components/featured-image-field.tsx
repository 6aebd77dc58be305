import { maxImageBytes } from '@rdj/shared';
import { useId } from 'react';
import { useImageUpload } from '../hooks/use-image-upload';
import { megabytes } from '../lib/compress-image';
import type { TrackUpload } from '../lib/upload-tracker';

interface FeaturedImageFieldProps {
  url: string | null;
  alt: string;
  /** Publishing needs an image; a draft may wait for one. */
  required: boolean;
  onUploaded: (url: string) => void;
  /** Hands each upload to the page's saves, which wait for it. */
  trackUpload: TrackUpload;
}

/** Featured image: chosen, compressed, uploaded with visible progress, then shown as it is served. */
export function FeaturedImageField({ url, alt, required, onUploaded, trackUpload }: FeaturedImageFieldProps) {
  const id = useId();
  const { state, sizes, choose } = useImageUpload(onUploaded, trackUpload);
  const tooLarge = sizes !== null && sizes.original > maxImageBytes;

  return (
    <div className="field">
      <label htmlFor={id}>Featured Image{required && ' *'}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="input"
        required={required && !url}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) choose(file);
        }}
      />
      <p id={`${id}-hint`} className="muted">
        recommended 1200 x 630 px, max 2MB
      </p>
      {sizes && (
        <ul className="admin-blog-image-sizes">
          <li className={tooLarge ? 'admin-blog-invalid' : undefined} aria-invalid={tooLarge || undefined}>
            Original size: {megabytes(sizes.original)}
            {tooLarge && ' (over 2 MB: it will be compressed)'}
          </li>
          {sizes.compressed !== null && <li>Compressed size: {megabytes(sizes.compressed)}</li>}
        </ul>
      )}
      {(state.phase === 'compressing' || state.phase === 'uploading') && (
        <div className="admin-blog-image-progress" role="status">
          <span>{state.phase === 'compressing' ? 'Compressing image...' : 'Uploading image...'}</span>
          <progress max={100} value={state.percent} aria-label={state.phase === 'compressing' ? 'Compression' : 'Upload'}>
            {state.percent}%
          </progress>
        </div>
      )}
      {state.phase === 'failed' && (
        <p role="alert" className="alert alert-error">
          {state.message}
        </p>
      )}
      {url && <img className="admin-blog-image-preview" src={url} alt={alt || 'Featured image preview'} />}
    </div>
  );
}
