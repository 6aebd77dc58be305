/**
 * `npm run remote:canary`, `remote:promote` and `remote:abort` against the fake wrangler's account, after a first
 * deploy: the `versions upload` and `versions deploy` commands each issues, with their shares.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { smokeSignedText } from '@rdj/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountState, commandsOf, newAccount, runCli } from './cli';

const account = newAccount();
const config = '--config mfe-jobs/wrangler.deploy.json';

/**
 * Cloudflare's Analytics Engine SQL API as the health commands reach it: it answers rows for the jobs remote's two
 * newest versions, the newest (the canary) failing `canaryFailing` of its 200 calls, and keeps the queries it got.
 */
let canaryFailing = 0;
const queries: { sql: string; authorization: string | undefined; path: string | undefined }[] = [];
let healthApi = '';
beforeAll(async () => {
  const api = createServer((req, res) => {
    let sql = '';
    req.on('data', (chunk) => (sql += chunk));
    req.on('end', () => {
      queries.push({ sql, authorization: req.headers.authorization, path: req.url });
      const [serving, canary] = [servingJobs(), versionsOfJobs().at(-1)];
      const data = [
        { version: serving, status: 200, ms: 40, calls: 1800 },
        { version: serving, status: 200, ms: 900, calls: 100 },
        { version: canary, status: 200, ms: 55, calls: 200 - canaryFailing },
        ...(canaryFailing > 0 ? [{ version: canary, status: 500, ms: 30, calls: canaryFailing }] : []),
      ];
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ meta: [], data, rows: data.length }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  healthApi = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return () => new Promise<void>((resolve) => api.close(() => resolve()));
});

/** The key the deployed gateway checks smoke requests with, which the operator's environment holds. */
const smokeKey = 'smoke-key-1';

/** Whether a request's overrides carry a signature made with `smokeKey` (the gateway drops them otherwise). */
function signed(overrides: string, signature: string): boolean {
  const [at, mac] = signature.split('.');
  return !!mac && createHmac('sha256', smokeKey).update(smokeSignedText(Number(at), overrides)).digest('base64url') === mac;
}

/**
 * The deployed board as a smoke test reaches it: every page answers 200 from the version that signed overrides name
 * (the gateway passes only those on to the remote), but `failing`, which answers 500.
 */
let board = '';
let failing = '';
const overridesSeen: string[] = [];
beforeAll(async () => {
  const server = createServer((req, res) => {
    const asked = String(req.headers['cloudflare-workers-version-overrides'] ?? '');
    const overrides = signed(asked, String(req.headers['x-smoke-signature'] ?? '')) ? asked : '';
    overridesSeen.push(overrides);
    res.statusCode = req.url === failing ? 500 : 200;
    res.setHeader('X-Remote-Version', /="([^"]+)"/.exec(overrides)?.[1] ?? servingJobs());
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  board = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
});

const rollout = (args: string[], env: Record<string, string> = { SMOKE_SIGNING_KEY: smokeKey }) =>
  runCli('rollout', account, args, { CLOUDFLARE_API_TOKEN: 'token-9', CLOUDFLARE_API_BASE_URL: healthApi, ...env });

/** What a step issued: the account's commands after the `before` it had seen. */
async function issued(args: string[], env?: Record<string, string>) {
  const before = commandsOf(account).length;
  const run = await rollout(args, env);
  return { ...run, issued: run.commands.slice(before) };
}

const versionsOfJobs = () => accountState(account).workers['rdj-jobs']!.versions;
/** The version of jobs that serves every visitor now, or, with a canary running, the one beside it. */
const servingJobs = () => {
  const deployed = accountState(account).workers['rdj-jobs']!.deployment.versions.map((v) => v.version_id);
  return deployed.find((id) => id !== versionsOfJobs().at(-1)) ?? deployed[0]!;
};

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

    // Asked again while it runs, the canary's share moves; nothing is uploaded.
    const raised = await issued(['canary', 'jobs', '20', '--skip-build']);
    expect(raised.code, raised.out).toBe(0);
    expect(raised.issued).toEqual([
      `deployments status --json ${config}`,
      `versions deploy ${uploaded}@20% ${serving}@80% --message canary ${uploaded} --yes ${config}`,
      `deployments status --json ${config}`,
    ]);

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

  it('aborts the canary by itself once its error rate passes --abort-above, and exits 1', async () => {
    canaryFailing = 6;
    const serving = servingJobs();
    const run = await issued(['canary', 'jobs', '10', '--skip-build', '--abort-above', '1%', '--watch-minutes', '0.1', '--check-seconds', '0.2']);
    const canary = versionsOfJobs().at(-1)!;
    expect(run.code, run.out).toBe(1);
    expect(run.issued).toEqual([
      'whoami --json',
      `deployments status --json ${config}`,
      `versions upload ${config}`,
      `versions deploy ${canary}@10% ${serving}@90% --message canary ${canary} --yes ${config}`,
      `deployments status --json ${config}`,
      `deployments status --json ${config}`,
      `versions deploy ${serving}@100% --message abort ${canary} --yes ${config}`,
      `deployments status --json ${config}`,
    ]);
    expect(run.out).toContain('200 calls, 6 failed (3.0%), p95 55 ms');
    expect(run.out).toContain('3.0% of the canary’s calls failed, above 1.0%: aborting it');
    expect(run.out).toContain(`jobs ${serving} 100%`);
    const asked = queries.at(-1)!;
    expect([asked.authorization, asked.path]).toEqual(['Bearer token-9', '/accounts/a1/analytics_engine/sql']);
    expect(asked.sql).toContain("WHERE index1 = 'jobs'");
  });

  it('says how to log in when wrangler whoami fails, before it uploads anything', async () => {
    const run = await issued(['canary', 'jobs', '10', '--skip-build', '--abort-above', '1%'], { FAKE_WRANGLER_LOGGED_OUT: '1' });
    expect(run.code).toBe(1);
    expect(run.issued).toEqual(['whoami --json']);
    expect(run.out).toContain('wrangler whoami failed (exit 1): log in with `npx wrangler login`');
  });

  it('leaves a canary within the bound running for the whole watch', async () => {
    canaryFailing = 1;
    const run = await issued(['canary', 'jobs', '10', '--skip-build', '--abort-above', '1%', '--watch-minutes', '0.01', '--check-seconds', '0.2']);
    expect(run.code, run.out).toBe(0);
    expect(run.issued.filter((command) => command.includes('--message abort'))).toEqual([]);
    expect(run.out).toContain('200 calls, 1 failed (0.5%)');
    expect(run.out).toContain('the canary stayed within 1.0%');
  });

  it('prints each version’s calls, error rate and p95 side by side, the canary marked', async () => {
    const [canary, serving] = [versionsOfJobs().at(-1)!, servingJobs()];
    const run = await issued(['health', 'jobs', '--minutes', '30']);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain(`${serving}: 1900 calls, 0 failed (0.0%), p95 900 ms`);
    expect(run.out).toContain(`${canary} (canary): 200 calls, 1 failed (0.5%), p95 55 ms`);
    expect(queries.at(-1)!.sql).toContain("INTERVAL '30' MINUTE");
    expect((await rollout(['abort', 'jobs'])).code).toBe(0);
  });

  it('smoke-tests a canary at 0% through signed version overrides, before any visitor reaches it', async () => {
    const zero = await issued(['canary', 'jobs', '0', '--skip-build']);
    const canary = versionsOfJobs().at(-1)!;
    expect(zero.code, zero.out).toBe(0);
    expect(zero.issued[2]).toBe(`versions deploy ${canary}@0% ${servingJobs()}@100% --message canary ${canary} --yes ${config}`);
    const smoke = await issued(['smoke', 'jobs', '--url', board]);
    expect(smoke.code, smoke.out).toBe(0);
    for (const path of ['/', '/remote-graphic-design-jobs', '/mfe/jobs/current.json']) expect(smoke.out).toContain(`✔ GET ${board}${path} → 200, answered by the canary`);
    expect(overridesSeen.at(-1)).toBe(`rdj-jobs="${canary}"`);
    failing = '/remote-graphic-design-jobs';
    const broken = await issued(['smoke', 'jobs', '--url', board]);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(`✘ GET ${board}/remote-graphic-design-jobs → 500, answered by the canary`);
    expect(broken.out).toContain('the jobs canary failed its smoke test');
    failing = '';
    // Without the key there is nothing to sign with: the tool says so, and requests nothing.
    const seen = overridesSeen.length;
    const unkeyed = await issued(['smoke', 'jobs', '--url', board], {});
    expect(unkeyed.code).toBe(1);
    expect(unkeyed.out).toContain('a smoke test needs SMOKE_SIGNING_KEY');
    expect(overridesSeen.length).toBe(seen);
    expect((await rollout(['abort', 'jobs'])).code).toBe(0);
  });

  it('refuses a share that is not from 0 to below 100, and a name that is not a remote, before any command', async () => {
    for (const args of [['canary', 'jobs', '-1'], ['canary', 'jobs', '100'], ['canary', 'jobs', 'ten'], ['canary', 'gateway', '10']]) {
      const run = await issued([...args, '--skip-build']);
      expect([run.code, run.issued], args.join(' ')).toEqual([1, []]);
    }
  });
});
