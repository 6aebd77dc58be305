/**
 * `npm run remote:canary`, `remote:promote`, `remote:abort`, `remote:health` and `remote:smoke`, with the pinned
 * wrangler against the Cloudflare API stand-in, after a first deploy: the versions each uploads and the shares each
 * deploys, as the account recorded them, and the health read from Analytics Engine's SQL API.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { smokeSignedText } from '@rdj/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCloudflareApi, type CloudflareApi } from '../../sandbox/cloudflare-api/server';
import type { Recorded } from '../../sandbox/cloudflare-api/recorded';
import { board as deployBoard, changes, line, runCli } from './cli';

let api: CloudflareApi;
beforeAll(async () => {
  api = await startCloudflareApi();
});
afterAll(() => api.close());

/**
 * The jobs remote's calls as Analytics Engine holds them: rows for its two newest versions, the newest (the canary)
 * failing `canaryFailing` of its 200 calls. The queries asked are in the account's request log.
 */
let canaryFailing = 0;
beforeAll(() => {
  api.account.analytics = () => {
    const [serving, canary] = [servingJobs(), versionsOfJobs().at(-1)];
    return [
      { version: serving, status: 200, ms: 40, calls: 1800 },
      { version: serving, status: 200, ms: 900, calls: 100 },
      { version: canary, status: 200, ms: 55, calls: 200 - canaryFailing },
      ...(canaryFailing > 0 ? [{ version: canary, status: 500, ms: 30, calls: canaryFailing }] : []),
    ];
  };
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

const rollout = (args: string[], env: Record<string, string> = { SMOKE_SIGNING_KEY: smokeKey }) => runCli('rollout', api, args, env);

const versionsOfJobs = () => api.account.script('rdj-jobs')!.versions.map((v) => v.id);
/** The version of jobs that serves every visitor now, or, with a canary running, the one beside it. */
const servingJobs = () => {
  const deployed = api.account.script('rdj-jobs')!.deployments[0]!.versions.map((v) => v.version_id);
  return deployed.find((id) => id !== versionsOfJobs().at(-1)) ?? deployed[0]!;
};

/**
 * What a step changed on the account: each version it uploaded (`upload`), and each deployment it made, as
 * `version@percent …` and its message.
 */
const changed = ({ requests }: { requests: Recorded[] }) =>
  changes(requests)
    .filter((r) => /\/workers\/scripts\/[^/]+\/(versions|deployments)$/.test(line(r)))
    .map((r) => {
      if (line(r).endsWith('/versions')) return `upload ${line(r).split('/')[3]}`;
      const { versions, annotations } = r.body as { versions: { version_id: string; percentage: number }[]; annotations: Record<string, string> };
      return `deploy ${versions.map((v) => `${v.version_id}@${v.percentage}%`).join(' ')} (${annotations['workers/message']})`;
    });

beforeAll(async () => {
  const first = await runCli('main', api, ['--skip-build', '--smoke-at', deployBoard.url], {});
  expect(first.code, first.out).toBe(0);
}, 120_000);

describe('a remote’s canary', { timeout: 120_000 }, () => {
  it('uploads the new version and gives it 10% of visitors beside the version serving them, then 100% on promote', async () => {
    const [serving] = versionsOfJobs().slice(-1);
    const canary = await rollout(['canary', 'jobs', '10', '--skip-build']);
    expect(canary.code, canary.out).toBe(0);
    const uploaded = versionsOfJobs().at(-1)!;
    expect(changed(canary)).toEqual(['upload rdj-jobs', `deploy ${uploaded}@10% ${serving}@90% (canary ${uploaded})`]);
    expect(canary.out).toContain(`jobs ${uploaded} 10% (canary)`);
    expect(canary.out).toContain(`jobs ${serving} 90%`);

    // Asked again while it runs, the canary's share moves; nothing is uploaded.
    const raised = await rollout(['canary', 'jobs', '20', '--skip-build']);
    expect(raised.code, raised.out).toBe(0);
    expect(changed(raised)).toEqual([`deploy ${uploaded}@20% ${serving}@80% (canary ${uploaded})`]);

    const promoted = await rollout(['promote', 'jobs']);
    expect(promoted.code, promoted.out).toBe(0);
    expect(changed(promoted)).toEqual([`deploy ${uploaded}@100% (promote ${uploaded})`]);
    expect(promoted.out).toContain(`jobs ${uploaded} 100%`);
  });

  it('gives the visitors back to the version beside the canary on abort', async () => {
    const [serving] = versionsOfJobs().slice(-1);
    expect((await rollout(['canary', 'jobs', '2.5', '--skip-build'])).code).toBe(0);
    const uploaded = versionsOfJobs().at(-1)!;
    const aborted = await rollout(['abort', 'jobs']);
    expect(aborted.code, aborted.out).toBe(0);
    expect(changed(aborted)).toEqual([`deploy ${serving}@100% (abort ${uploaded})`]);
    expect(aborted.out).toContain(`jobs ${serving} 100%`);
    const none = await rollout(['abort', 'jobs']);
    expect([none.code, none.out.includes('jobs has no canary running'), changed(none)]).toEqual([1, true, []]);
  });

  it('aborts the canary by itself once its error rate passes --abort-above, and exits 1', async () => {
    canaryFailing = 6;
    const serving = servingJobs();
    const run = await rollout(['canary', 'jobs', '10', '--skip-build', '--abort-above', '1%', '--watch-minutes', '0.1', '--check-seconds', '0.2']);
    const canary = versionsOfJobs().at(-1)!;
    expect(run.code, run.out).toBe(1);
    expect(changed(run)).toEqual(['upload rdj-jobs', `deploy ${canary}@10% ${serving}@90% (canary ${canary})`, `deploy ${serving}@100% (abort ${canary})`]);
    expect(run.out).toContain('200 calls, 6 failed (3.0%), p95 55 ms');
    expect(run.out).toContain('3.0% of the canary’s calls failed, above 1.0%: aborting it');
    expect(run.out).toContain(`jobs ${serving} 100%`);
    const asked = run.requests.filter((r) => line(r) === 'POST /analytics_engine/sql').at(-1)!;
    expect(asked.status).toBe(200);
    expect(asked.body).toContain("WHERE index1 = 'jobs'");
  });

  it('says how to log in when wrangler whoami fails, before it uploads anything', async () => {
    // With no account named, the health source asks wrangler whoami for it.
    const run = await rollout(['canary', 'jobs', '10', '--skip-build', '--abort-above', '1%'], { SMOKE_SIGNING_KEY: smokeKey, CLOUDFLARE_API_TOKEN: 'bad-token', CLOUDFLARE_ACCOUNT_ID: '' });
    expect(run.code).toBe(1);
    expect(changes(run.requests)).toEqual([]);
    expect(run.out).toContain('wrangler whoami failed (exit 1): log in with `npx wrangler login`');
  });

  it('leaves a canary within the bound running for the whole watch', async () => {
    canaryFailing = 1;
    const run = await rollout(['canary', 'jobs', '10', '--skip-build', '--abort-above', '1%', '--watch-minutes', '0.01', '--check-seconds', '0.2']);
    expect(run.code, run.out).toBe(0);
    expect(changed(run).filter((change) => change.includes('(abort'))).toEqual([]);
    expect(run.out).toContain('200 calls, 1 failed (0.5%)');
    expect(run.out).toContain('the canary stayed within 1.0%');
  });

  it('prints each version’s calls, error rate and p95 side by side, the canary marked', async () => {
    const [canary, serving] = [versionsOfJobs().at(-1)!, servingJobs()];
    const run = await rollout(['health', 'jobs', '--minutes', '30']);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain(`${serving}: 1900 calls, 0 failed (0.0%), p95 900 ms`);
    expect(run.out).toContain(`${canary} (canary): 200 calls, 1 failed (0.5%), p95 55 ms`);
    expect(run.requests.filter((r) => line(r) === 'POST /analytics_engine/sql').at(-1)!.body).toContain("INTERVAL '30' MINUTE");
    expect((await rollout(['abort', 'jobs'])).code).toBe(0);
  });

  it('smoke-tests a canary at 0% through signed version overrides, before any visitor reaches it', async () => {
    const zero = await rollout(['canary', 'jobs', '0', '--skip-build']);
    const canary = versionsOfJobs().at(-1)!;
    expect(zero.code, zero.out).toBe(0);
    expect(changed(zero)[1]).toBe(`deploy ${canary}@0% ${servingJobs()}@100% (canary ${canary})`);
    const smoke = await rollout(['smoke', 'jobs', '--url', board]);
    expect(smoke.code, smoke.out).toBe(0);
    for (const path of ['/', '/remote-graphic-design-jobs', '/mfe/jobs/current.json']) expect(smoke.out).toContain(`✔ GET ${board}${path} → 200, answered by the canary`);
    expect(overridesSeen.at(-1)).toBe(`rdj-jobs="${canary}"`);
    failing = '/remote-graphic-design-jobs';
    const broken = await rollout(['smoke', 'jobs', '--url', board]);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(`✘ GET ${board}/remote-graphic-design-jobs → 500, answered by the canary`);
    expect(broken.out).toContain('the jobs canary failed its smoke test');
    failing = '';
    // Without the key there is nothing to sign with: the tool says so, and requests nothing.
    const seen = overridesSeen.length;
    const unkeyed = await rollout(['smoke', 'jobs', '--url', board], {});
    expect(unkeyed.code).toBe(1);
    expect(unkeyed.out).toContain('a smoke test needs SMOKE_SIGNING_KEY');
    expect(overridesSeen.length).toBe(seen);
    expect((await rollout(['abort', 'jobs'])).code).toBe(0);
  });

  it('refuses a share that is not from 0 to below 100, and a name that is not a remote, before any request', async () => {
    for (const args of [['canary', 'jobs', '-1'], ['canary', 'jobs', '100'], ['canary', 'jobs', 'ten'], ['canary', 'gateway', '10']]) {
      const run = await rollout([...args, '--skip-build']);
      expect([run.code, run.requests], args.join(' ')).toEqual([1, []]);
    }
  });
});
