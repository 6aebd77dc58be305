/**
 * Remote releases: each remote build is copied to its own immutable folder `dist/mfe/<name>/<version>/`, and the
 * KV key `remote:<name>` (read by workers/src/remotes/pointers.ts) names the one the platform serves.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm, root, toolEnv, wrangler } from './proc.mjs';

/** The one list of remotes (shared/remotes.json), as the shell and the worker read it. */
export const remoteNames = JSON.parse(readFileSync(join(root, 'shared', 'remotes.json'), 'utf8'));
export const distDir = join(root, 'dist');
export const defaultPersistTo = join(root, '.wrangler', 'state');

/** A release id that sorts by time, the format of shared/build/federation.ts `releaseVersion`. */
export function newVersion(now = new Date()) {
  return now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function packageOf(name) {
  return `mfe-${name}`;
}

export function assertRemote(name) {
  if (!remoteNames.includes(name)) {
    throw new Error(`Unknown remote "${name}". Remotes: ${remoteNames.join(', ')}`);
  }
}

const isTimestamp = (version) => /^\d{14}$/.test(version);

/** Oldest first: time-stamped ids by time; a hand-pinned REMOTE_VERSION (any other name) counts as older. */
function byAge(a, b) {
  if (isTimestamp(a) !== isTimestamp(b)) return isTimestamp(a) ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The releases of a remote present in dist, oldest first. */
export function releasesOf(name) {
  const dir = join(distDir, 'mfe', name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => existsSync(join(dir, v, 'assets', 'remoteEntry.js')))
    .sort(byAge);
}

/**
 * Runs a package's own `build` script into `outDir` (never the package's dist/, which a developer's watch build
 * may be writing at the same time). REMOTE_VERSION gives a remote its public path /mfe/<name>/<version>/.
 */
export async function buildPackage(pkg, outDir, version) {
  rmSync(outDir, { recursive: true, force: true });
  try {
    await pnpm(['--filter', pkg, 'run', 'build', '--outDir', outDir, '--emptyOutDir'], {
      env: { ...toolEnv, REMOTE_VERSION: version },
      prefix: `${pkg}: `,
    });
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

/** Builds one remote straight into its new release folder dist/mfe/<name>/<version>/. */
export async function buildRemote(name, version) {
  const outDir = join(distDir, 'mfe', name, version);
  await buildPackage(packageOf(name), outDir, version);
  if (!existsSync(join(outDir, 'assets', 'remoteEntry.js'))) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`${packageOf(name)} built no assets/remoteEntry.js`);
  }
}

const kvFlags = (persistTo) => ['--binding', 'KV', '--local', '--persist-to', persistTo];

/** Points remotes at releases in one wrangler call: `{ jobs: '2026…', blog: '2026…' }`. */
export async function setPointers(versions, persistTo) {
  const dir = mkdtempSync(join(tmpdir(), 'rdj-pointers-'));
  const file = join(dir, 'pointers.json');
  const entries = Object.entries(versions).map(([name, value]) => ({ key: `remote:${name}`, value }));
  writeFileSync(file, JSON.stringify(entries));
  try {
    await wrangler(['kv', 'bulk', 'put', file, ...kvFlags(persistTo)], { capture: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function getPointer(name, persistTo) {
  const { code, out } = await wrangler(['kv', 'key', 'get', `remote:${name}`, ...kvFlags(persistTo), '--text'], {
    capture: true,
    allowFail: true,
  });
  const value = out.trim();
  return code === 0 && value && value !== 'Value not found' ? value : null;
}

/** Points every remote at its newest release in dist (what a fresh build just produced). */
export async function shipNewest(persistTo) {
  const versions = {};
  for (const name of remoteNames) {
    const newest = releasesOf(name).at(-1);
    if (newest) versions[name] = newest;
    else console.warn(`warning: remote ${name} has no release in dist; /mfe/${name}/remoteEntry.js will answer 503`);
  }
  await setPointers(versions, persistTo);
  return versions;
}
