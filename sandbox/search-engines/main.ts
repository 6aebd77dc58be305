/**
 * `tsx sandbox/search-engines/main.ts --service-account-key-file FILE [--port N] [--indexnow-key KEY]`: runs the
 * search engines' stand-in until stopped. FILE holds the service account's key in PEM (its public or private key).
 */
import { readFileSync } from 'node:fs';
import { runSandbox } from '../lib/main';
import { startSearchEngines } from './server';

await runSandbox(
  'search engines sandbox',
  ({ port, flags }) => {
    if (!flags['service-account-key-file']) throw new Error('--service-account-key-file is required');
    const serviceAccountKey = readFileSync(flags['service-account-key-file'], 'utf8');
    return startSearchEngines({ port, serviceAccountKey, indexNowKeys: flags['indexnow-key'] ? [flags['indexnow-key']] : [] });
  },
  ['service-account-key-file', 'indexnow-key'],
);
