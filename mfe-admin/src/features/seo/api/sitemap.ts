import type { GeneratedSitemap, SitemapStatus } from '@rdj/shared';
import { api } from '@rdj/shared/client';

export function fetchSitemapStatus(signal?: AbortSignal): Promise<SitemapStatus> {
  return api<SitemapStatus>('/api/admin/sitemap', { signal });
}

/** Builds and stores a new sitemap from the pages, posts and jobs (the path of docs/api.md#sitemap, no body). */
export function generateSitemap(): Promise<GeneratedSitemap> {
  return api<GeneratedSitemap>('/api/generate-sitemap', { method: 'POST' });
}

/** Sends the XML file's bytes as they are (not multipart); it is served as /sitemap.xml until the next generate. */
export function uploadSitemap(file: File): Promise<SitemapStatus> {
  return api<SitemapStatus>('/api/admin/sitemap/upload', {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml' },
    body: file,
  });
}
