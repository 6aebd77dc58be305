import type { SitemapStatus } from '@rdj/shared';
import { useState } from 'react';
import { uploadSitemap } from '../api/sitemap';
import { serverMessage } from '../lib/messages';
import { contentRefusal, fileRefusal, previewOf } from '../lib/sitemap-file';

type UploadState =
  | { status: 'idle' }
  | { status: 'refused'; message: string }
  | { status: 'ready'; file: File; preview: string }
  | { status: 'uploading'; file: File; preview: string }
  | { status: 'done'; message: string }
  | { status: 'failed'; file: File; preview: string; message: string };

/** An XML sitemap chosen, checked (type, 5 MB, declaration and urlset) and previewed before it is sent. */
export function useSitemapUpload(onUploaded: (sitemap: SitemapStatus) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  async function choose(file: File | undefined) {
    if (!file) return setState({ status: 'idle' });
    const refusal = fileRefusal(file);
    if (refusal) return setState({ status: 'refused', message: refusal });
    const text = await file.text();
    const invalid = contentRefusal(text);
    if (invalid) return setState({ status: 'refused', message: invalid });
    setState({ status: 'ready', file, preview: previewOf(text) });
  }

  async function upload() {
    if (state.status !== 'ready' && state.status !== 'failed') return;
    const { file, preview } = state;
    setState({ status: 'uploading', file, preview });
    try {
      onUploaded(await uploadSitemap(file));
      setState({ status: 'done', message: `Uploaded ${file.name}: it is served as /sitemap.xml until the next Generate New Sitemap.` });
    } catch (error) {
      setState({ status: 'failed', file, preview, message: `Error: ${serverMessage(error) ?? 'Failed to upload sitemap'}` });
    }
  }

  return { state, choose, upload };
}
