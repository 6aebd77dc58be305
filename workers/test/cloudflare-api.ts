import type { TestProject } from 'vitest/node';
import { startCloudflareApi } from '../../sandbox/cloudflare-api/server';

declare module 'vitest' {
  export interface ProvidedContext {
    cloudflareApiUrl: string;
  }
}

/**
 * Global setup: the Cloudflare API stand-in on a free port for the whole run. Tests of the zone purge pass its
 * `/client/v4` as CLOUDFLARE_API_BASE_URL, with a zone id of their own, and read what it was asked at `/__purges`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const api = await startCloudflareApi();
  project.provide('cloudflareApiUrl', api.url);
  return () => api.close();
}
