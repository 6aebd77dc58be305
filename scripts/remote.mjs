/**
 * One team ships or rolls back its remote locally without rebuilding the shell or touching the gateway: a release
 * is an immutable folder mfe-<name>/releases/<version>/, and mfe-<name>/releases/current.json says which one that
 * remote's worker serves. In production the same folder is the worker's assets: `wrangler deploy` in mfe-<name>/
 * ships it, `wrangler rollback` there rolls it back (README).
 *
 *   node scripts/remote.mjs ship <name>
 *   node scripts/remote.mjs rollback <name> [version]
 *   node scripts/remote.mjs list <name>
 *
 * A running `npm start` reloads that worker and serves the change on the next page load.
 */
import { parseArgs } from 'node:util';
import { step } from './lib/proc.mjs';
import { assertRemote, buildRemote, currentOf, newVersion, releasesOf, setCurrent } from './lib/releases.mjs';

const usage = 'usage: remote.mjs ship|rollback|list <name> [version]';

async function ship(name) {
  const version = newVersion();
  step(`Building remote ${name} as release ${version}`);
  await buildRemote(name, version);
  setCurrent(name, version);
  console.log(`${name} -> ${version} (mfe-${name}/releases/${version}/)`);
}

function rollback(name, wanted) {
  const releases = releasesOf(name);
  const current = currentOf(name);
  let target = wanted;
  if (target && !releases.includes(target)) {
    throw new Error(`Release ${target} of ${name} is not in mfe-${name}/releases/ (have: ${releases.join(', ') || 'none'})`);
  }
  if (!target) {
    const at = releases.indexOf(current ?? '');
    // With no current release, or one no longer kept, the newest release is the safe target.
    target = at === -1 ? releases.at(-1) : releases[at - 1];
    if (!target) throw new Error(`${name} has no release before ${current}`);
  }
  setCurrent(name, target);
  console.log(`${name} ${current ?? '(none)'} -> ${target}`);
}

function list(name) {
  const current = currentOf(name);
  const releases = releasesOf(name);
  if (releases.length === 0) console.log(`${name} has no releases in mfe-${name}/releases/`);
  for (const version of releases) console.log(`${version === current ? '*' : ' '} ${version}`);
  if (current && !releases.includes(current)) console.log(`* ${current} (current, but missing from mfe-${name}/releases/)`);
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, name, version] = positionals;
  if (!command || !name) throw new Error(usage);
  assertRemote(name);
  if (command === 'ship') return ship(name);
  if (command === 'rollback') return rollback(name, version);
  if (command === 'list') return list(name);
  throw new Error(usage);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
