/**
 * The search engines the platform tells of its changed pages (docs/search-engines.md): the real ones when .dev.vars
 * names their secrets, else the stand-in in sandbox/search-engines with a service account and an IndexNow key made
 * for the local data.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devVar, startSandbox } from './platform.mjs';

/** The secrets that turn on telling the search engines (docs/search-engines.md), each engine's own. */
const searchEngineSecrets = { google: 'GOOGLE_INDEXING_SERVICE_ACCOUNT', indexNow: 'INDEXNOW_KEY' };
const firstSearchEnginesPort = 8797;

/** Whether .dev.vars names a real search engine's secret: then `npm start` tells the real ones, no sandbox. */
export const realSearchEngines = () => Object.values(searchEngineSecrets).some((name) => devVar(name));

/** What `npm start` says of the real search engines: each engine told, or that nothing is sent to it without its key. */
export function realSearchEnginesLine() {
  const said = (name, engine) => (devVar(name) ? `${engine} with ${name} from .dev.vars` : `${engine}: ${name} is not set, nothing is sent`);
  return `Search engines: ${said(searchEngineSecrets.google, "Google's Indexing API")}; ${said(searchEngineSecrets.indexNow, 'IndexNow')}`;
}

/**
 * The local service account's private key (PEM) and IndexNow key, made once and kept in `persistTo`
 * (google-service-account-key.pem, indexnow-key) like the signing secrets, so they go with the local data.
 */
function localSearchEngineKeys(persistTo) {
  mkdirSync(persistTo, { recursive: true });
  const keyFile = join(persistTo, 'google-service-account-key.pem');
  const read = (file) => {
    try {
      return readFileSync(file, 'utf8').trim();
    } catch {
      return '';
    }
  };
  if (!read(keyFile)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    writeFileSync(keyFile, privateKey, { mode: 0o600 });
  }
  const indexNowFile = join(persistTo, 'indexnow-key');
  if (!read(indexNowFile)) writeFileSync(indexNowFile, `${randomBytes(16).toString('hex')}\n`, { mode: 0o600 });
  return { keyFile, privateKey: read(keyFile), indexNowKey: read(indexNowFile) };
}

/**
 * Starts the search engines' stand-in (sandbox/search-engines) on a free port from 8797, like `startProviderSandbox`,
 * with the local service account's key, and `vars` pointing the worker at it: the token and Indexing API URLs,
 * IndexNow's, the service account and the IndexNow key. The stand-in checks that key by fetching
 * `<PUBLIC_ORIGIN>/<key>.txt` from the platform, as IndexNow does.
 */
export async function startSearchEnginesSandbox({ persistTo, stderr = 'inherit' }) {
  const { keyFile, privateKey, indexNowKey } = localSearchEngineKeys(persistTo);
  const args = ['--service-account-key-file', keyFile];
  const { child, url } = await startSandbox({ main: 'sandbox/search-engines/main.ts', banner: 'search engines sandbox', firstPort: firstSearchEnginesPort, stderr, args });
  const account = { type: 'service_account', client_email: 'board@rdj-local.iam.gserviceaccount.com', private_key: privateKey };
  const vars = {
    GOOGLE_TOKEN_URL: `${url}/token`,
    GOOGLE_INDEXING_API_URL: url,
    INDEXNOW_API_URL: url,
    [searchEngineSecrets.google]: JSON.stringify(account),
    [searchEngineSecrets.indexNow]: indexNowKey,
  };
  return { child, url, vars };
}
