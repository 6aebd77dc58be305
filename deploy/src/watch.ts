/**
 * A canary watched by its health (docs/deploy.md#canary): its error rate is read at every check, and past the bound
 * it is aborted at once, by itself. A canary that stays under the bound for the whole watch is left running.
 */
import { percent, type VersionHealth } from './health';
import { abort, type RemoteKey, type Rollout } from './versions';

export interface Watch {
  /** The highest error rate the canary may show, 0 to 1. */
  bound: number;
  /** How long it is watched, and how often its health is read, in milliseconds. */
  forMs: number;
  everyMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Watches canary `version` of `remote`; `read` answers the versions' health over the last minutes it is given. */
export async function watchCanary(
  o: Rollout,
  remote: RemoteKey,
  version: string,
  read: (minutes: number) => Promise<VersionHealth[]>,
  watch: Watch,
): Promise<'held' | 'aborted'> {
  const started = Date.now();
  o.log(`\nWatching the ${remote} canary for ${Math.round(watch.forMs / 1000)} s: it is aborted if more than ${percent(watch.bound)} of its calls fail`);
  while (Date.now() - started < watch.forMs) {
    await sleep(watch.everyMs);
    const canary = (await read(Math.max(1, (Date.now() - started) / 60_000))).find((v) => v.version === version);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (!canary) {
      o.log(`  ${seconds} s: no call has reached the canary yet`);
      continue;
    }
    o.log(`  ${seconds} s: ${canary.calls} calls, ${canary.errors} failed (${percent(canary.errorRate)}), p95 ${canary.p95} ms`);
    if (canary.errorRate > watch.bound) {
      o.log(`  ✘ ${percent(canary.errorRate)} of the canary’s calls failed, above ${percent(watch.bound)}: aborting it`);
      await abort(o, remote);
      return 'aborted';
    }
  }
  o.log(`  the canary stayed within ${percent(watch.bound)}: promote it with npm run remote:promote -- ${remote}, or abort it`);
  return 'held';
}
