/**
 * Remote releases: each remote build goes to its own immutable folder `mfe-<name>/releases/<version>/`, and
 * `mfe-<name>/releases/current.json` names the one that remote's worker serves (with the files a page needs at once
 * and its stylesheets). That folder is the remote worker's static assets: shipping or rolling back a remote is
 * that worker's own deploy (see README, "Shipping or rolling back one remote").
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm, root, toolEnv } from './proc.mjs';

/** The one list of remotes and where their files live (shared/remotes.json), as the shell and the worker read them. */
const remotes = JSON.parse(readFileSync(join(root, 'shared', 'remotes.json'), 'utf8'));
export const remoteNames = remotes.names;

/** The address of `rest` among a remote's files on the site, as `remotePath` (shared/src/remotes.ts) makes it. */
export function remoteFilePath(name, rest = '') {
  return `${remotes.root}${name}/${rest}`;
}
export const distDir = join(root, 'dist');

/** A release id that sorts by time, the format of shared/build/federation.ts `releaseVersion`. */
export function newVersion(now = new Date()) {
  return now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function packageOf(name) {
  return `mfe-${name}`;
}

/** The remote worker's assets: every kept release and current.json. */
export function releasesDir(name) {
  return join(root, packageOf(name), 'releases');
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

/** The releases of a remote present in its releases folder, oldest first. */
export function releasesOf(name) {
  const dir = releasesDir(name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => existsSync(join(dir, v, 'assets', 'remoteEntry.js')))
    .sort(byAge);
}

/**
 * Runs a package's own `build` script into `outDir` (never the package's dist/, which a developer's watch build
 * may be writing at the same time). REMOTE_VERSION gives a remote its public path (remotePath) <name>/<version>/.
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

/** Builds one remote straight into its new release folder mfe-<name>/releases/<version>/. */
export async function buildRemote(name, version) {
  const outDir = join(releasesDir(name), version);
  await buildPackage(packageOf(name), outDir, version);
  if (!existsSync(join(outDir, 'assets', 'remoteEntry.js'))) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`${packageOf(name)} built no assets/remoteEntry.js`);
  }
}

/**
 * What a page of this release needs at once, from Vite's manifest: the entry, the exposed routes module and every
 * chunk it imports statically (not the shared-module fallbacks, which the shell provides), and the stylesheets.
 */
function describeRelease(name, version) {
  const dir = join(releasesDir(name), version);
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || chunk.name?.startsWith('__federation_shared_')) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // What the remote exposes: its routes (the admin's app) or its islands (a public remote's).
  for (const exposed of ['src/routes.tsx', 'src/islands.ts']) visit(exposed);
  const expose = readdirSync(join(dir, 'assets')).filter((file) => file.startsWith('__federation_expose_'));
  // The address remotePath (shared/src/remotes.ts) gives the release's files; plain JS here, run before any build.
  const url = (file) => remoteFilePath(name, `${version}/${file}`);
  const styles = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
  return {
    release: version,
    preload: [...expose.map((file) => url(`assets/${file}`)), ...[...files].map(url)],
    styles: [...new Set(styles)].map(url),
  };
}

/** Makes `version` the release the remote's worker serves (a running wrangler dev reloads it). */
export function setCurrent(name, version) {
  writeFileSync(join(releasesDir(name), 'current.json'), `${JSON.stringify(describeRelease(name, version), null, 2)}\n`);
}

/** The release the remote's worker serves now, or null. */
export function currentOf(name) {
  try {
    return JSON.parse(readFileSync(join(releasesDir(name), 'current.json'), 'utf8')).release ?? null;
  } catch {
    return null;
  }
}
