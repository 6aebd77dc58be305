/**
 * `npm run remote:canary`, `remote:promote` and `remote:abort` against the fake wrangler's account, after a first
 * deploy: the `versions upload` and `versions deploy` commands each issues, with their shares.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountState, commandsOf, newAccount, runCli } from './cli';

const account = newAccount();
const config = '--config mfe-jobs/wrangler.deploy.json';
const rollout = (args: string[]) => runCli('rollout', account, args);

/** What a step issued: the account's commands after the `before` it had seen. */
async function issued(args: string[]) {
  const before = commandsOf(account).length;
  const run = await rollout(args);
  return { ...run, issued: run.commands.slice(before) };
}

const versionsOfJobs = () => accountState(account).workers['rdj-jobs']!.versions;

beforeAll(async () => {
  const first = await runCli('main', account, ['--skip-build']);
  expect(first.code, first.out).toBe(0);
});

describe('a remote’s canary', { timeout: 60_000 }, () => {
  it('uploads the new version and gives it 10% of visitors beside the version serving them, then 100% on promote', async () => {
    const [serving] = versionsOfJobs().slice(-1);
    const canary = await issued(['canary', 'jobs', '10', '--skip-build']);
    expect(canary.code, canary.out).toBe(0);
    const uploaded = versionsOfJobs().at(-1)!;
    expect(canary.issued).toEqual([
      `deployments status --json ${config}`,
      `versions upload ${config}`,
      `versions deploy ${uploaded}@10% ${serving}@90% --message canary ${uploaded} --yes ${config}`,
      `deployments status --json ${config}`,
    ]);
    expect(canary.out).toContain(`jobs ${uploaded} 10% (canary)`);
    expect(canary.out).toContain(`jobs ${serving} 90%`);

    const again = await issued(['canary', 'blog', '5', '--skip-build']);
    expect(again.code).toBe(0);
    const twice = await issued(['canary', 'jobs', '20', '--skip-build']);
    expect([twice.code, twice.issued]).toEqual([1, [`deployments status --json ${config}`]]);
    expect(twice.out).toContain('jobs already serves two versions: promote or abort its canary first');

    const promoted = await issued(['promote', 'jobs']);
    expect(promoted.code, promoted.out).toBe(0);
    expect(promoted.issued).toEqual([
      `deployments status --json ${config}`,
      `versions deploy ${uploaded}@100% --message promote ${uploaded} --yes ${config}`,
      `deployments status --json ${config}`,
    ]);
    expect(promoted.out).toContain(`jobs ${uploaded} 100%`);
  });

  it('gives the visitors back to the version beside the canary on abort', async () => {
    const [serving] = versionsOfJobs().slice(-1);
    expect((await rollout(['canary', 'jobs', '2.5', '--skip-build'])).code).toBe(0);
    const uploaded = versionsOfJobs().at(-1)!;
    const aborted = await issued(['abort', 'jobs']);
    expect(aborted.code, aborted.out).toBe(0);
    expect(aborted.issued).toEqual([
      `deployments status --json ${config}`,
      `versions deploy ${serving}@100% --message abort ${uploaded} --yes ${config}`,
      `deployments status --json ${config}`,
    ]);
    expect(aborted.out).toContain(`jobs ${serving} 100%`);
    const none = await issued(['abort', 'jobs']);
    expect([none.code, none.out.includes('jobs has no canary running')]).toEqual([1, true]);
  });

  it('refuses a share that is not above 0 and below 100, and a name that is not a remote, before any command', async () => {
    for (const args of [['canary', 'jobs', '0'], ['canary', 'jobs', '100'], ['canary', 'jobs', 'ten'], ['canary', 'gateway', '10']]) {
      const run = await issued([...args, '--skip-build']);
      expect([run.code, run.issued], args.join(' ')).toEqual([1, []]);
    }
  });
});
