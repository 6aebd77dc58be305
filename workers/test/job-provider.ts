import type { TestProject } from 'vitest/node';
import { startJobProvider } from '../../sandbox/job-provider/server';

declare module 'vitest' {
  export interface ProvidedContext {
    jobProviderUrl: string;
  }
}

/** Global setup: the sandbox job provider on a free port for the whole run; its URL becomes JOBS_API_URL. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const provider = await startJobProvider();
  project.provide('jobProviderUrl', provider.url);
  return () => provider.close();
}
