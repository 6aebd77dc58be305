/**
 * `npm run build`: builds the shell and every remote, then assembles what wrangler serves as static assets:
 * the shell at the root of dist/, each remote's release at dist/mfe/<name>/<version>/. Earlier releases stay, so
 * a rollback target exists. Finally points each remote's KV key at the release just built.
 *
 *   node scripts/build.mjs [--persist-to DIR]
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, step } from './lib/proc.mjs';
import {
  buildPackage,
  buildRemote,
  defaultPersistTo,
  distDir,
  newVersion,
  packageOf,
  remoteNames,
  setPointers,
} from './lib/releases.mjs';

/** The shell owns the root of dist/; everything there but the remotes' releases is replaced. */
function replaceShell(built) {
  mkdirSync(distDir, { recursive: true });
  for (const entry of readdirSync(distDir)) {
    if (entry !== 'mfe') rmSync(join(distDir, entry), { recursive: true, force: true });
  }
  cpSync(built, distDir, { recursive: true });
}

/** Waits for every build, then fails with the first error: no build is left running on its own. */
async function all(tasks) {
  const outcomes = await Promise.allSettled(tasks);
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Builds everything into dist/, the shell and the remotes side by side. With `persistTo` (null skips it) the
 * remotes' KV pointers in that local state move to the new releases. Returns the release id.
 */
export async function build({ persistTo = defaultPersistTo } = {}) {
  const version = newVersion();
  step(`Building shell, ${remoteNames.map(packageOf).join(', ')} (remote release ${version})`);
  const stage = mkdtempSync(join(tmpdir(), 'rdj-shell-'));
  try {
    await all([
      buildPackage('shell', stage, version),
      ...remoteNames.map((name) => buildRemote(name, version)),
    ]);
    step('Assembling dist/');
    replaceShell(stage);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
  // Earlier releases stay: any of them may be what a pointer names now, or the target of a rollback.
  for (const name of remoteNames) console.log(`  dist/mfe/${name}/${version}/`);
  if (persistTo) {
    step(`Pointing ${remoteNames.join(', ')} at release ${version} (local KV in ${persistTo})`);
    await setPointers(Object.fromEntries(remoteNames.map((name) => [name, version])), persistTo);
  }
  return version;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { flags } = parseArgs(process.argv.slice(2));
  build({ persistTo: flags['persist-to'] ?? defaultPersistTo }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
