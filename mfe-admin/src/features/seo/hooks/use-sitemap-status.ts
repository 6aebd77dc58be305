import { seoManagerMessages } from '@rdj/shared';
import { useState } from 'react';
import { useResource } from '@rdj/shared/loading';
import { fetchSitemapStatus, generateSitemap } from '../api/sitemap';
import { serverMessage } from '../lib/messages';

const failedText = (error: unknown) => serverMessage(error) ?? 'The sitemap status could not be loaded.';

/** What /sitemap.xml serves and how many pages the next one includes; Generate New Sitemap (docs/admin.md#sitemap-manager). */
export function useSitemapStatus() {
  const { state, reload, setData } = useResource(fetchSitemapStatus, { message: failedText });
  const [generating, setGenerating] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  async function generate() {
    setGenerating(true);
    setResult(null);
    try {
      setResult((await generateSitemap()).message);
      reload();
    } catch (error) {
      // The sitemap manager's errors read `Error: {message}` (docs/admin.md#sitemap-manager); the word Error is what marks them as errors.
      setResult(`Error: ${serverMessage(error) ?? seoManagerMessages.generateFailed}`);
    } finally {
      setGenerating(false);
    }
  }

  return { state, reload, setSitemap: setData, generating, result, generate };
}
