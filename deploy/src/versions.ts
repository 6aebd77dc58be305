/**
 * A remote's gradual rollout (docs/deploy.md#canary): its new version uploaded beside the one serving and given a
 * share of visitors, then taken to all of them or back to none. Each step prints the versions and their shares.
 */
import { join } from 'node:path';
import type { RemoteName } from '@rdj/shared';
import { configDirOf, deployConfigName } from './configs';
import type { Wrangler } from './wrangler';

export type RemoteKey = RemoteName;

/** A deployment as `wrangler deployments status --json` answers it. */
interface Deployment {
  versions: { version_id: string; percentage: number }[];
  annotations?: Record<string, string>;
}

/** How a canary's deployment names itself, so promote and abort know which version is the new one. */
const canaryMessage = (id: string) => `canary ${id}`;
export const canaryOf = (deployment: Deployment) => /^canary (\S+)$/.exec(deployment.annotations?.['workers/message'] ?? '')?.[1] ?? null;

export class RolloutError extends Error {}

export interface Rollout {
  wrangler: Wrangler;
  log: (line: string) => void;
}


const configArgs = (remote: RemoteKey) => ['--config', join(configDirOf(remote), deployConfigName)];

async function run(o: Rollout, args: string[]): Promise<string> {
  o.log(`$ wrangler ${args.join(' ')}`);
  const answer = await o.wrangler(args);
  if (answer.code !== 0) throw new RolloutError(`wrangler ${args.join(' ')} failed (exit ${answer.code})`);
  return answer.out;
}

/** The remote's deployment now. */
export function deploymentOf(o: Rollout, remote: RemoteKey): Promise<Deployment> {
  return deploymentAt(o, configArgs(remote));
}

/** `wrangler deployments status --json` for the Worker that `which` names (its config, or `--name`). */
async function deploymentAt(o: Rollout, which: string[]): Promise<Deployment> {
  const out = await run(o, ['deployments', 'status', '--json', ...which]);
  return JSON.parse(out.slice(out.indexOf('{'))) as Deployment;
}

/**
 * The remotes serving two versions now, a canary in flight, each named with its versions and their shares: asked of
 * each remote's Worker by its name in `names`, each `[remote, Worker name]` (a canary may have been started from another
 * checkout).
 */
export async function canariesInFlight(o: Rollout, names: [RemoteKey, string][]): Promise<string[]> {
  const flying: string[] = [];
  for (const [remote, name] of names) {
    const { versions } = await deploymentAt(o, ['--name', name]);
    if (versions.length > 1) flying.push(`${remote} (${versions.map((v) => `${v.version_id} at ${v.percentage}%`).join(', ')})`);
  }
  return flying;
}

/** Prints the remote's versions and their shares, the canary marked. */
export async function printShares(o: Rollout, remote: RemoteKey): Promise<Deployment> {
  const deployment = await deploymentOf(o, remote);
  const canary = canaryOf(deployment);
  for (const v of deployment.versions) o.log(`  ${remote} ${v.version_id} ${v.percentage}%${v.version_id === canary ? ' (canary)' : ''}`);
  return deployment;
}

/** `text` as a whole or decimal percentage from 0 to below 100 (`10`, `2.5%`), or `refusal` thrown. */
export function percentageOf(text: string, refusal: string): number {
  const percentage = Number(text.replace(/%$/, ''));
  if (!/^\d+(\.\d+)?%?$/.test(text) || percentage >= 100) throw new RolloutError(refusal);
  return percentage;
}

/** A share of visitors as a version spec takes it: from 0 (smoke tests only) to below 100. */
export const shareOf = (text: string) => percentageOf(text, `a canary's share is a percentage from 0 to below 100, not ${text}`);

/** Deploys `canary` at `share`% beside `serving`, the deployment named after the canary. */
async function share(o: Rollout, remote: RemoteKey, canary: string, serving: string, percent: number): Promise<void> {
  const rest = Math.round((100 - percent) * 1000) / 1000;
  await run(o, ['versions', 'deploy', `${canary}@${percent}%`, `${serving}@${rest}%`, '--message', canaryMessage(canary), '--yes', ...configArgs(remote)]);
}

/**
 * Uploads the remote's new version and gives it `percent`% of visitors beside the version serving all of them now;
 * with a canary already running, gives that canary `percent`% instead (`upload` is then not called). Answers the
 * canary's version id.
 */
export async function startCanary(o: Rollout, remote: RemoteKey, percent: number, upload: () => Promise<void> = async () => {}): Promise<string> {
  const now = await deploymentOf(o, remote);
  const running = canaryOf(now);
  const serving = now.versions.find((v) => v.version_id !== running)?.version_id;
  if (running && now.versions.length === 2 && serving) {
    o.log(`  the ${remote} canary ${running} goes to ${percent}%`);
    await share(o, remote, running, serving, percent);
    return running;
  }
  if (now.versions.length !== 1 || !serving) throw new RolloutError(`${remote} serves two versions that no canary of this tool started: deploy one of them at 100% first`);
  await upload();
  const uploaded = await run(o, ['versions', 'upload', ...configArgs(remote)]);
  const id = /Worker Version ID:\s*(\S+)/.exec(uploaded)?.[1];
  if (!id) throw new RolloutError('wrangler versions upload printed no version id');
  await share(o, remote, id, serving, percent);
  return id;
}

/** The canary and the version beside it, or why there is none. */
async function canaryPair(o: Rollout, remote: RemoteKey): Promise<{ canary: string; stable: string }> {
  const now = await deploymentOf(o, remote);
  const canary = canaryOf(now);
  const stable = now.versions.find((v) => v.version_id !== canary)?.version_id;
  if (!canary || now.versions.length !== 2 || !stable) throw new RolloutError(`${remote} has no canary running`);
  return { canary, stable };
}

/** Takes the canary to every visitor. */
export async function promote(o: Rollout, remote: RemoteKey): Promise<void> {
  const { canary } = await canaryPair(o, remote);
  await run(o, ['versions', 'deploy', `${canary}@100%`, '--message', `promote ${canary}`, '--yes', ...configArgs(remote)]);
}

/** Takes the canary back to no visitor: the version beside it serves them all again. */
export async function abort(o: Rollout, remote: RemoteKey): Promise<void> {
  const { canary, stable } = await canaryPair(o, remote);
  await run(o, ['versions', 'deploy', `${stable}@100%`, '--message', `abort ${canary}`, '--yes', ...configArgs(remote)]);
}
