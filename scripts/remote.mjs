/**
 * One team ships or rolls back its remote without rebuilding the shell: a release is an immutable folder
 * dist/mfe/<name>/<version>/, and the KV key remote:<name> says which one /mfe/<name>/remoteEntry.js serves.
 *
 *   node scripts/remote.mjs ship <name>                [--persist-to DIR]
 *   node scripts/remote.mjs rollback <name> [version]  [--persist-to DIR]
 *   node scripts/remote.mjs list <name>                [--persist-to DIR]
 *
 * DIR is the local state of `npm start` (.wrangler/state) unless given. A running `wrangler dev` picks up the new
 * files and pointer on the next request: reload the page.
 */
import { parseArgs, step } from './lib/proc.mjs';
import {
  assertRemote,
  buildRemote,
  defaultPersistTo,
  getPointer,
  newVersion,
  releasesOf,
  setPointers,
} from './lib/releases.mjs';

const usage = 'usage: remote.mjs ship|rollback|list <name> [version] [--persist-to DIR]';

async function ship(name, persistTo) {
  const version = newVersion();
  step(`Building remote ${name} as release ${version}`);
  await buildRemote(name, version);
  await setPointers({ [name]: version }, persistTo);
  console.log(`remote:${name} -> ${version} (dist/mfe/${name}/${version}/)`);
}

async function rollback(name, wanted, persistTo) {
  const releases = releasesOf(name);
  const current = await getPointer(name, persistTo);
  let target = wanted;
  if (target && !releases.includes(target)) {
    throw new Error(`Release ${target} of ${name} is not in dist/mfe/${name}/ (have: ${releases.join(', ') || 'none'})`);
  }
  if (!target) {
    const at = releases.indexOf(current ?? '');
    // With no pointer, or one at a release no longer in dist, the newest release is the safe target.
    target = at === -1 ? releases.at(-1) : releases[at - 1];
    if (!target) throw new Error(`${name} has no release before ${current}`);
  }
  await setPointers({ [name]: target }, persistTo);
  console.log(`remote:${name} ${current ?? '(unset)'} -> ${target}`);
}

async function list(name, persistTo) {
  const current = await getPointer(name, persistTo);
  const releases = releasesOf(name);
  if (releases.length === 0) console.log(`${name} has no releases in dist/mfe/${name}/`);
  for (const version of releases) console.log(`${version === current ? '*' : ' '} ${version}`);
  if (current && !releases.includes(current)) console.log(`* ${current} (pointer set, but missing from dist)`);
}

async function main() {
  const { flags, words } = parseArgs(process.argv.slice(2));
  const [command, name, version] = words;
  if (!command || !name) throw new Error(usage);
  assertRemote(name);
  const persistTo = flags['persist-to'] ?? defaultPersistTo;
  if (command === 'ship') return ship(name, persistTo);
  if (command === 'rollback') return rollback(name, version, persistTo);
  if (command === 'list') return list(name, persistTo);
  throw new Error(usage);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
