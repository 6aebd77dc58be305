/**
 * `npm run deploy`, run as npm runs it, with the pinned wrangler against the Cloudflare API stand-in: one account's
 * story from empty. It lacks R2, Queues and a workers.dev subdomain at first; each run that stops names the one step
 * and makes nothing. Then a first deploy, a second that creates nothing, a canary in flight, a logged-out wrangler
 * and a dry run, each checked on the requests the account recorded.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCloudflareApi, type CloudflareApi } from '../../sandbox/cloudflare-api/server';
import type { Recorded } from '../../sandbox/cloudflare-api/recorded';
import { board, changes, line, publicHost, runCli, type Run } from './cli';

let api: CloudflareApi;
beforeAll(async () => {
  api = await startCloudflareApi({ switches: { subdomain: false, r2: false, queues: false } });
});
afterAll(() => api.close());

const providerKeys = { JOBS_API_URL: 'https://jobs.example/api', JOBS_API_KEY: 'key-1' };
const deploy = (args: string[] = [], env: Record<string, string> = providerKeys) => runCli('main', api, ['--skip-build', '--smoke-at', board.url, ...args], env);

const remotes = ['rdj-jobs', 'rdj-blog', 'rdj-admin'];
const gateway = 'remote-design-jobs';

/** The uploads and deployments of Workers among `requests`, in order: `PUT name`, `POST name/versions`, `POST name/deployments`. */
const workerChanges = (requests: Recorded[]) =>
  changes(requests)
    .map(line)
    .filter((l) => /^(PUT|POST) \/workers\/scripts\/[^/]+(\/versions|\/deployments)?$/.test(l))
    .map((l) => l.replace('/workers/scripts/', ''));

/** What one upload carried: its bindings, as `NAME:type[:target]`. */
const bindingsOf = (request: Recorded) =>
  ((request.body as { bindings?: Record<string, string>[] }).bindings ?? []).map((b) => [b.name, b.type, b.service ?? b.text].filter(Boolean).join(':'));

/** The requests that made something of `kind` (queues, D1, KV, R2), as the names they gave. */
const made = (requests: Recorded[], path: string, key: string) =>
  changes(requests)
    .filter((r) => line(r) === `POST ${path}`)
    .map((r) => (r.body as Record<string, string>)[key]);

describe('npm run deploy on an account from empty', { timeout: 120_000 }, () => {
  it('stops before making anything while R2 is not enabled, and names the step', async () => {
    const run = await deploy();
    expect(run.code, run.out).toBe(1);
    expect(run.out).toContain('✘ R2 is not enabled on this account: enable it once in the Cloudflare dashboard (R2 Object Storage), then run npm run deploy again');
    expect(changes(run.requests)).toEqual([]);
  });

  it('stops before making anything while the plan has no Queues, and names the step', async () => {
    api.account.switches.r2 = true;
    const run = await deploy();
    expect(run.code, run.out).toBe(1);
    expect(run.out).toContain('✘ Queues need the Workers Paid plan: subscribe the account to it in the Cloudflare dashboard (Workers & Pages → Plans), then run npm run deploy again');
    expect(changes(run.requests)).toEqual([]);
  });

  let first: Run;
  it('makes every resource, then the remotes, the gateway on its custom domain and the remotes again, with no workers.dev subdomain', async () => {
    api.account.switches.queues = true;
    first = await deploy();
    expect(first.code, first.out).toBe(0);
    const { requests } = first;
    expect(made(requests, '/queues', 'queue_name')).toEqual(['rdj-alerts', 'rdj-ingest', 'rdj-link-checks', 'rdj-purge', 'rdj-search-engines', 'rdj-alerts-dead', 'rdj-ingest-dead', 'rdj-link-checks-dead', 'rdj-search-engines-dead']);
    expect(made(requests, '/d1/database', 'name')).toEqual(['remote-design-jobs']);
    expect(made(requests, '/storage/kv/namespaces', 'title')).toEqual(['remote-design-jobs-kv']);
    expect(made(requests, '/r2/buckets', 'name')).toEqual(['blog-assets', 'public']);
    expect(api.account.databases[0]!.migrations).toEqual(readdirSync(join(import.meta.dirname, '..', '..', 'workers', 'migrations')).filter((f) => f.endsWith('.sql')).sort());

    // Each remote goes up without its binding to the gateway, which does not exist yet, then again with it.
    expect(workerChanges(requests)).toEqual([
      ...remotes.map((name) => `PUT ${name}`),
      `PUT ${gateway}`,
      ...remotes.flatMap((name) => [`POST ${name}/versions`, `POST ${name}/deployments`]),
    ]);
    const uploads = (name: string) => requests.filter((r) => r.status < 400 && line(r).startsWith(`P`) && new RegExp(`/workers/scripts/${name}(/versions)?$`).test(line(r)));
    expect(bindingsOf(uploads('rdj-jobs')[0]!).filter((b) => b.startsWith('API'))).toEqual([]);
    expect(bindingsOf(uploads('rdj-jobs')[1]!)).toContain(`API:service:${gateway}`);
    const gatewayBindings = bindingsOf(uploads(gateway)[0]!);
    expect(gatewayBindings).toEqual(expect.arrayContaining(['REMOTE_JOBS:service:rdj-jobs', 'REMOTE_BLOG:service:rdj-blog', 'REMOTE_ADMIN:service:rdj-admin']));
    // The signing keys are made, the provider's taken from the environment; the rest are named with what is off.
    expect(gatewayBindings.filter((b) => b.includes(':secret_text'))).toEqual(
      ['REDIRECT_SIGNING_KEY', 'ALERT_SIGNING_KEY', 'JOBS_API_URL', 'JOBS_API_KEY', 'REPORT_HASH_KEY'].map((name) => `${name}:secret_text:(secret)`),
    );
    expect([...api.account.script(gateway)!.secrets.keys()]).toEqual(['REDIRECT_SIGNING_KEY', 'ALERT_SIGNING_KEY', 'JOBS_API_URL', 'JOBS_API_KEY', 'REPORT_HASH_KEY']);
    expect(JSON.stringify(api.requests)).not.toContain('key-1');
    expect(first.out).not.toContain('key-1');
    expect(first.out).toContain('AI_API_KEY is not set: the AI writing assistant answers 503 ai_not_configured');
    expect(first.out).toContain('INDEXNOW_KEY is not set: IndexNow is told of no changed page');

    // The gateway answers at the public origin only; no Worker answers at workers.dev, so none needed a subdomain.
    expect(api.account.script(gateway)!.domains).toEqual([publicHost]);
    expect(api.account.subdomain).toBeNull();
    for (const name of [gateway, ...remotes]) expect([name, api.account.script(name)!.workersDev, api.account.script(name)!.previews]).toEqual([name, false, false]);
    for (const name of [gateway, ...remotes]) {
      const { versions, deployments } = api.account.script(name)!;
      expect(deployments[0]!.versions).toEqual([{ version_id: versions.at(-1)!.id, percentage: 100 }]);
    }
    for (const path of ['/api/health', '/', '/remote-graphic-design-jobs', '/sitemap.xml']) {
      expect(first.out).toContain(`GET https://${publicHost}${path} (at ${board.url}) → 200`);
    }
    expect(new Set(board.hosts)).toEqual(new Set([publicHost]));
  });

  it('runs again creating nothing: a new version of each remote, then of the gateway, each deployed to all', async () => {
    const migrated = api.account.databases[0]!.migrations!.length;
    const second = await deploy();
    expect(second.code, second.out).toBe(0);
    for (const path of ['/queues', '/d1/database', '/storage/kv/namespaces', '/r2/buckets']) expect(made(second.requests, path, 'name')).toEqual([]);
    expect(api.account.databases[0]!.migrations).toHaveLength(migrated);
    expect(workerChanges(second.requests)).toEqual([...remotes, gateway].flatMap((name) => [`POST ${name}/versions`, `POST ${name}/deployments`]));
    expect(second.out).not.toMatch(/: set with this deploy/);
  });

  it('stops while a remote’s canary is in flight, changing nothing, unless told --force to replace it', async () => {
    const canary = await runCli('rollout', api, ['canary', 'jobs', '10', '--skip-build']);
    expect(canary.code, canary.out).toBe(0);
    const stopped = await deploy();
    expect(stopped.code).toBe(1);
    expect(stopped.out).toMatch(/a canary is in flight: jobs \(\S+ at 10%, \S+ at 90%\)\. Promote or abort it/);
    expect(changes(stopped.requests)).toEqual([]);
    const forced = await deploy(['--force']);
    expect(forced.code, forced.out).toBe(0);
    expect(forced.out).toContain('replacing the canary of jobs');
    expect(api.account.script('rdj-jobs')!.deployments[0]!.versions).toHaveLength(1);
  });

  it('stops before touching the account when wrangler cannot log in, and says how', async () => {
    const run = await deploy([], { ...providerKeys, CLOUDFLARE_API_TOKEN: 'bad-token' });
    expect(run.code).toBe(1);
    expect(run.out).toContain('run `npx wrangler login`');
    // Only wrangler whoami's own questions reached the account.
    expect(run.requests.map(line).filter((l) => !/^GET \/(user|accounts|memberships)\b/.test(l))).toEqual([]);
    expect(run.requests.map(line)).toContain('GET /user/tokens/verify');
  });

  it('prints a first deploy’s commands on a dry run, requesting nothing', async () => {
    const run = await runCli('main', api, ['--dry-run']);
    expect(run.code, run.out).toBe(0);
    expect(run.requests).toEqual([]);
    expect(run.out).toContain('binding names, service names, queue names and compatibility dates agree');
    for (const command of ['wrangler queues create rdj-alerts-dead', 'wrangler d1 create remote-design-jobs', 'node scripts/build.mjs', 'wrangler deploy --config wrangler.deploy.json']) {
      expect(run.out).toContain(command);
    }
  });
});
