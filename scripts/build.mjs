/**
 * `npm run build`: builds the shell into dist/ (the gateway's static assets) and every remote as a new release in
 * its own worker's folder, mfe-<name>/releases/<version>/, and makes that release current. Earlier releases stay,
 * so a rollback target exists and pages already open keep loading their chunks.
 *
 *   node scripts/build.mjs
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { step } from './lib/proc.mjs';
import { buildPackage, buildRemote, distDir, newVersion, packageOf, remoteNames, setCurrent } from './lib/releases.mjs';

/** The shell owns dist/: it is replaced whole. */
function replaceShell(built) {
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(distDir, { recursive: true });
  cpSync(built, distDir, { recursive: true });
}

/** Waits for every build, then fails with the first error: no build is left running on its own. */
async function all(tasks) {
  const outcomes = await Promise.allSettled(tasks);
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Builds the shell and a new release of every remote, and makes those releases current. Returns the release id. */
export async function build() {
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
  // Earlier releases stay: the target of a rollback, and what pages already open still load.
  for (const name of remoteNames) {
    setCurrent(name, version);
    console.log(`  mfe-${name}/releases/${version}/ (current)`);
  }
  return version;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  build().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
