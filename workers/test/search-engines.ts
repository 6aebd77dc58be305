import { generateKeyPairSync } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startSearchEngines } from '../../sandbox/search-engines/server';

declare module 'vitest' {
  export interface ProvidedContext {
    searchEnginesUrl: string;
    searchEnginesPrivateKey: string;
  }
}

/**
 * Global setup: the search engines' stand-in on a free port for the whole run, with a service account key made for
 * it. Its private key reaches the tests as TEST_GOOGLE_PRIVATE_KEY (test/support/search-engines.ts makes each test's
 * service account with it); the stand-in verifies every token request against the public key.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const engines = await startSearchEngines({ serviceAccountKey: publicKey });
  project.provide('searchEnginesUrl', engines.url);
  project.provide('searchEnginesPrivateKey', privateKey);
  return () => engines.close();
}
