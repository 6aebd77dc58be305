import { seoManagerMessages, type SitemapStatus } from '@rdj/shared';
import { useCallback, useEffect, useState } from 'react';
import { generateSitemap } from '../api/sitemap';
import { fetchSitemapStatus } from '../api/sitemap';
import { serverMessage } from '../lib/messages';

export type StatusState = { status: 'loading' } | { status: 'ready'; sitemap: SitemapStatus } | { status: 'failed'; message: string };

/** What /sitemap.xml serves and how many pages the next one includes; Generate New Sitemap (spec §4). */
export function useSitemapStatus() {
  const [state, setState] = useState<StatusState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [generating, setGenerating] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchSitemapStatus(controller.signal).then(
      (sitemap) => !controller.signal.aborted && setState({ status: 'ready', sitemap }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState({ status: 'failed', message: serverMessage(error) ?? 'The sitemap status could not be loaded.' }),
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setSitemap = useCallback((sitemap: SitemapStatus) => setState({ status: 'ready', sitemap }), []);

  async function generate() {
    setGenerating(true);
    setResult(null);
    try {
      setResult((await generateSitemap()).message);
      reload();
    } catch (error) {
      // The spec's sitemap errors read `Error: {message}`; the word Error is what marks them as errors.
      setResult(`Error: ${serverMessage(error) ?? seoManagerMessages.generateFailed}`);
    } finally {
      setGenerating(false);
    }
  }

  return { state, reload, setSitemap, generating, result, generate };
}
