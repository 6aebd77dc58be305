/**
 * `npm run remote:canary -- <remote> <share> [--abort-above 1%] [--watch-minutes 10] [--skip-build]`,
 * `remote:promote -- <remote>`, `remote:abort -- <remote>`, `remote:health -- <remote> [--minutes 15]` and
 * `remote:smoke -- <remote> [--url …]` (docs/deploy.md#canary): one remote's new version to a share of visitors, then
 * to all or none of them, how each version is doing, and the canary asked for by name before visitors see it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isRemoteName } from '@rdj/shared';
import { percent, readHealth, type HealthSource } from './health';
import { readSettings } from './settings';
import { smokeCanary } from './smoke';
import { abort, canaryOf, deploymentOf, percentageOf, printShares, promote, RolloutError, shareOf, startCanary, type RemoteKey, type Rollout } from './versions';
import { watchCanary } from './watch';
import { jsonOf, wranglerIn } from './wrangler';

const root = fileURLToPath(new URL('../../', import.meta.url));
const usage =
  'usage: rollout.ts canary <jobs|blog|admin> <share%> [--abort-above <rate%>] [--watch-minutes N] [--skip-build] | promote <remote> | abort <remote> | health <remote> [--minutes N] | smoke <remote> [--url <address>]';

/** Builds the remote's new release and makes it the one its worker's files serve (scripts/remote.mjs ship). */
const ship = (remote: string) =>
  new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/remote.mjs', 'ship', remote], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });

/** The SQL API's address and credentials: an API token that may read Account Analytics, and the account. */
async function healthSource(o: Rollout): Promise<HealthSource> {
  const token = process.env.CLOUDFLARE_API_TOKEN;
  if (!token) throw new RolloutError('reading release health needs CLOUDFLARE_API_TOKEN: an API token with Account Analytics: Read');
  let accountId = process.env.CLOUDFLARE_ACCOUNT_ID;
  if (!accountId) {
    const answer = await o.wrangler(['whoami', '--json']);
    const who = answer.code === 0 ? jsonOf<{ accounts: { id: string }[] }>(answer.out) : null;
    if (!who) throw new RolloutError(`wrangler whoami failed (exit ${answer.code}): log in with \`npx wrangler login\`, or set CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN`);
    if (who.accounts?.length !== 1) throw new RolloutError('set CLOUDFLARE_ACCOUNT_ID: wrangler is logged in to more than one account, or none');
    accountId = who.accounts[0]!.id;
  }
  return { apiBase: process.env.CLOUDFLARE_API_BASE_URL ?? 'https://api.cloudflare.com/client/v4', accountId, token };
}

/** A rate bound as `--abort-above` takes it: a percentage from 0 to 100. */
const boundOf = (text: string) => percentageOf(text, `--abort-above takes a percentage below 100, such as 1%, not ${text}`) / 100;

/** Prints each version's health over the last `minutes`, the canary marked. */
async function printHealth(o: Rollout, remote: RemoteKey, minutes: number): Promise<void> {
  const source = await healthSource(o);
  const canary = canaryOf(await deploymentOf(o, remote));
  const health = await readHealth(source, remote, minutes);
  o.log(`${remote}, the last ${minutes} minutes:`);
  if (health.length === 0) o.log('  no call reached it');
  for (const v of health) {
    o.log(`  ${v.version}${v.version === canary ? ' (canary)' : ''}: ${v.calls} calls, ${v.errors} failed (${percent(v.errorRate)}), p95 ${v.p95} ms`);
  }
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'skip-build': { type: 'boolean', default: false },
      'abort-above': { type: 'string' },
      'watch-minutes': { type: 'string', default: '10' },
      'check-seconds': { type: 'string', default: '60' },
      minutes: { type: 'string', default: '15' },
      url: { type: 'string' },
    },
  });
  const [command, remote, share] = positionals;
  if (!remote || !isRemoteName(remote)) throw new RolloutError(usage);
  const o: Rollout = { wrangler: wranglerIn(root), log: (line) => console.log(line) };
  if (command === 'health') return printHealth(o, remote, Number(values.minutes) || 15);
  if (command === 'smoke') {
    const canary = canaryOf(await deploymentOf(o, remote));
    if (!canary) throw new RolloutError(`${remote} has no canary to smoke-test: start one, at 0% if no visitor should see it yet`);
    const settings = readSettings(root);
    const base = values.url ?? settings.publicOrigin;
    o.log(`Requesting the ${remote} canary ${canary} at ${base}:`);
    if (!(await smokeCanary(o, remote, settings.workers[remote], canary, base))) throw new RolloutError(`the ${remote} canary failed its smoke test`);
    return;
  }
  if (command === 'canary') {
    const percentage = shareOf(share ?? '');
    const bound = values['abort-above'] === undefined ? null : boundOf(values['abort-above']);
    const source = bound === null ? null : await healthSource(o);
    const build = async () => {
      if (!values['skip-build'] && (await ship(remote)) !== 0) throw new RolloutError(`the build of ${remote} failed`);
    };
    const version = await startCanary(o, remote, percentage, build);
    await printShares(o, remote);
    if (bound === null || !source) return;
    const watch = { bound, forMs: Number(values['watch-minutes']) * 60_000, everyMs: Number(values['check-seconds']) * 1000 };
    if ((await watchCanary(o, remote, version, (minutes) => readHealth(source, remote, minutes), watch)) === 'aborted') process.exitCode = 1;
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
