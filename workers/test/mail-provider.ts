import type { TestProject } from 'vitest/node';
import { startMailProvider } from '../../sandbox/mail-provider/server';

declare module 'vitest' {
  export interface ProvidedContext {
    mailProviderUrl: string;
  }
}

/**
 * Global setup: the sandbox mail provider on a free port for the whole run; its URL becomes MAIL_API_URL, and what the
 * worker sent is at `${mailProviderUrl}/api/messages`. No bounce webhook: workerd cannot be reached over HTTP here, so
 * tests sign their own calls to POST /api/mail/events with MAIL_WEBHOOK_SECRET.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const provider = await startMailProvider();
  project.provide('mailProviderUrl', provider.url);
  return () => provider.close();
}
