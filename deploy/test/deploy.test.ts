/**
 * `npm run deploy` against a fake wrangler on PATH (test/fake-wrangler/wrangler) that keeps an account and answers
 * as wrangler 4 does: the commands a first and a second deploy run, in order, and what a dry run and a logged-out
 * wrangler do. The deploy is the real CLI, run as `npm run deploy` runs it.
 */
import { describe, expect, it } from 'vitest';
import { accountState, commandsOf, newAccount, runCli } from './cli';

const deploy = (account: string, args: string[], env: Record<string, string> = {}) => runCli('main', account, args, env);

const remotesDeployed = ['mfe-jobs', 'mfe-blog', 'mfe-admin'].map((dir) => `deploy --config ${dir}/wrangler.deploy.json`);
const remoteNames = ['rdj-jobs', 'rdj-blog', 'rdj-admin'];

describe('npm run deploy', { timeout: 60_000 }, () => {
  const account = newAccount();
  const providerKeys = { JOBS_API_URL: 'https://jobs.example/api', JOBS_API_KEY: 'key-1' };

  it('makes every resource a first deploy needs, in order, then the remotes, the gateway and the remotes again', async () => {
    const first = await deploy(account, ['--skip-build'], providerKeys);
    expect(first.code, first.out).toBe(0);
    expect(first.commands).toEqual([
      'whoami --json',
      'secret list --name remote-design-jobs --format json',
      'queues list',
      'queues create rdj-alerts',
      'queues create rdj-ingest',
      'queues create rdj-purge',
      'queues create rdj-alerts-dead',
      'queues create rdj-ingest-dead',
      'd1 list --json',
      'd1 create remote-design-jobs',
      'd1 list --json',
      'kv namespace list',
      'kv namespace create remote-design-jobs-kv',
      'kv namespace list',
      'r2 bucket list',
      'r2 bucket create blog-assets',
      'r2 bucket create public',
      'd1 migrations apply remote-design-jobs --remote --config wrangler.deploy.json',
      ...remotesDeployed,
      'deploy --config wrangler.deploy.json --secrets-file <file>',
      ...remotesDeployed,
    ]);
    // The signing keys are made, the provider's taken from the environment; the rest are named with what is off.
    expect(first.secrets['wrangler.deploy.json']).toEqual(['REDIRECT_SIGNING_KEY', 'ALERT_SIGNING_KEY', 'JOBS_API_URL', 'JOBS_API_KEY']);
    expect(first.out).toContain('AI_API_KEY is not set: the AI writing assistant answers 503 ai_not_configured');
    expect(first.out).toContain('MAIL_API_KEY is not set');
    expect(first.out).not.toContain('key-1');
    expect(first.out).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/api\/health → 200/);
    expect(first.out).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml → 200/);
  });

  it('runs again creating nothing: it deploys the remotes, then the gateway, with no secret to set', async () => {
    const before = commandsOf(account).length;
    const second = await deploy(account, ['--skip-build'], providerKeys);
    expect(second.code, second.out).toBe(0);
    const commands = second.commands.slice(before);
    expect(commands.filter((command) => command.includes(' create '))).toEqual([]);
    expect(commands).toEqual([
      'whoami --json',
      'secret list --name remote-design-jobs --format json',
      ...remoteNames.map((name) => `deployments status --json --name ${name}`),
      'queues list',
      'd1 list --json',
      'kv namespace list',
      'r2 bucket list',
      'd1 migrations apply remote-design-jobs --remote --config wrangler.deploy.json',
      ...remotesDeployed,
      'deploy --config wrangler.deploy.json',
    ]);
    const state = accountState(account);
    expect(state.workers['rdj-jobs']?.bindings).toEqual(['API:remote-design-jobs']);
    expect(state.workers['remote-design-jobs']?.vars.PUBLIC_ORIGIN).toBe('https://remotedesignjobs.com');
  });

  it('stops while a remote’s canary is in flight, changing nothing, unless told --force to replace it', async () => {
    const canary = await runCli('rollout', account, ['canary', 'jobs', '10', '--skip-build']);
    expect(canary.code, canary.out).toBe(0);
    const before = commandsOf(account).length;
    const stopped = await deploy(account, ['--skip-build'], providerKeys);
    expect(stopped.code).toBe(1);
    expect(stopped.out).toMatch(/a canary is in flight: jobs \(\S+ at 10%, \S+ at 90%\)\. Promote or abort it/);
    expect(stopped.commands.slice(before).filter((command) => !/^(whoami|secret list|deployments status)/.test(command))).toEqual([]);
    const forced = await deploy(account, ['--skip-build', '--force'], providerKeys);
    expect(forced.code, forced.out).toBe(0);
    expect(forced.out).toContain('replacing the canary of jobs');
    expect(accountState(account).workers['rdj-jobs']?.deployment?.versions).toHaveLength(1);
  });

  it('stops before touching the account when wrangler is not logged in, and says how to log in', async () => {
    const run = await deploy(newAccount(), ['--skip-build'], { FAKE_WRANGLER_LOGGED_OUT: '1' });
    expect(run.code).toBe(1);
    expect(run.commands).toEqual(['whoami --json']);
    expect(run.out).toContain('run `npx wrangler login`');
  });

  it('prints a first deploy’s commands on a dry run, running none of them', async () => {
    const run = await deploy(newAccount(), ['--dry-run']);
    expect(run.code, run.out).toBe(0);
    expect(run.commands).toEqual([]);
    expect(run.out).toContain('binding names, service names, queue names and compatibility dates agree');
    for (const command of ['wrangler queues create rdj-alerts-dead', 'wrangler d1 create remote-design-jobs', 'node scripts/build.mjs', 'wrangler deploy --config wrangler.deploy.json']) {
      expect(run.out).toContain(command);
    }
  });
});
