import type { TestProject } from 'vitest/node';
import { startAiProvider } from '../../sandbox/ai-provider/server';

declare module 'vitest' {
  export interface ProvidedContext {
    aiProviderUrl: string;
  }
}

/**
 * Global setup: the sandbox AI provider on a free port for the whole run; its URL plus `/v1` becomes AI_BASE_URL.
 * Pieces of a streamed answer come 5 ms apart: still several chunks, without slowing the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const provider = await startAiProvider({ chunkDelayMs: 5 });
  project.provide('aiProviderUrl', provider.url);
  return () => provider.close();
}
