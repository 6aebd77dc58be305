/**
 * `npm run remote:canary -- <remote> <share> [--skip-build]`, `remote:promote -- <remote>`, `remote:abort -- <remote>`
 * (docs/deploy.md#canary): one remote's new version to a share of visitors, then to all or none of them.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { abort, isRemote, printShares, promote, RolloutError, shareOf, startCanary, type Rollout } from './versions';
import { wranglerIn } from './wrangler';

const root = fileURLToPath(new URL('../../', import.meta.url));
const usage = 'usage: rollout.ts canary <jobs|blog|admin> <share%> [--skip-build] | promote <remote> | abort <remote>';

/** Builds the remote's new release and makes it the one its worker's files serve (scripts/remote.mjs ship). */
const ship = (remote: string) =>
  new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/remote.mjs', 'ship', remote], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'skip-build': { type: 'boolean', default: false } } });
  const [command, remote, share] = positionals;
  if (!remote || !isRemote(remote)) throw new RolloutError(usage);
  const o: Rollout = { wrangler: wranglerIn(root), log: (line) => console.log(line) };
  if (command === 'canary') {
    const percent = shareOf(share ?? '');
    if (!values['skip-build'] && (await ship(remote)) !== 0) throw new RolloutError(`the build of ${remote} failed`);
    await startCanary(o, remote, percent);
  } else if (command === 'promote') await promote(o, remote);
  else if (command === 'abort') await abort(o, remote);
  else throw new RolloutError(usage);
  await printShares(o, remote);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof RolloutError)) throw error;
  console.error(`✘ ${error.message}`);
  process.exitCode = 1;
}
