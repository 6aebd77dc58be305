/**
 * `npm run deploy` (docs/deploy.md): the whole board onto a logged-in Cloudflare account, from nothing or again.
 * Every step asks the account what it has and makes only what is missing, so a second run creates nothing and only
 * deploys. `--dry-run` runs no command: it prints each one a first deploy would run, after checking the configs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkConfigs, configDirOf, deployConfig, deployConfigName, readConfigs, type WranglerConfig } from './configs';
import { planSecrets, type Secret } from './secrets';
import { smokeDeploy } from './smoke';
import { resources } from './resources';
import { readSettings, remoteKeys, type WorkerKey } from './settings';
import { canariesInFlight, RolloutError } from './versions';
import { accountGap, noSuchWorker, secretNames, type Wrangler } from './wrangler';

interface DeployOptions {
  root: string;
  dryRun: boolean;
  /** Build the shell and the remotes first (`node scripts/build.mjs`); off, what the last build made is deployed. */
  build: boolean;
  /** Deploy even while a remote's canary is in flight, which the deploy replaces at 100%. */
  force: boolean;
  /** Where the smoke requests go instead of the public origin's address, still naming its host (`--smoke-at`). */
  smokeAt?: string;
  wrangler: Wrangler;
  /** Runs the build. */
  runBuild: () => Promise<number>;
  /** Asks for a secret's value at the terminal; null when nobody can be asked. */
  ask: (secret: Secret) => Promise<string | null>;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

class DeployError extends Error {}

/** A rollout step's refusal, as the deploy's own. */
const asDeployError = (error: unknown): never => {
  throw error instanceof RolloutError ? new DeployError(error.message) : error;
};

/** Runs the deploy; resolves with the exit code. */
export async function deploy(options: DeployOptions): Promise<number> {
  try {
    await steps(options);
    return 0;
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    options.log(`\n✘ ${error.message}`);
    return 1;
  }
}

async function steps(o: DeployOptions): Promise<void> {
  const { log } = o;
  const settings = readSettings(o.root);
  const configs = readConfigs(o.root);
  const step = (title: string) => log(`\n==> ${title}`);
  /** Runs a command (printed first); a dry run prints it and answers nothing. */
  const wrangler = async (args: string[], { input, allowFail = false }: { input?: string; allowFail?: boolean } = {}) => {
    log(`$ wrangler ${args.join(' ')}`);
    if (o.dryRun) return { code: 0, out: '', err: '' };
    const answer = await o.wrangler(args, { input });
    if (answer.code === 0 || allowFail) return answer;
    const gap = accountGap(answer);
    throw new DeployError(gap ? `${gap}, then run npm run deploy again` : `wrangler ${args.join(' ')} failed (exit ${answer.code})`);
  };

  step('Checking the four configs against each other');
  const problems = checkConfigs(configs);
  for (const problem of problems) log(`  ✘ ${problem}`);
  if (problems.length > 0) throw new DeployError(`the configs disagree (${problems.length}); mend them and run again`);
  log(`  binding names, service names, queue names and compatibility dates agree (${configs.gateway.compatibility_date})`);
  log(`  public origin ${settings.publicOrigin}; workers ${Object.entries(settings.workers).map(([k, v]) => `${k} ${v}`).join(', ')} (deploy.json)`);

  step('Checking that wrangler is logged in');
  const who = await wrangler(['whoami', '--json'], { allowFail: true });
  if (who.code !== 0) throw new DeployError('wrangler is not logged in: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), then `npm run deploy` again');

  step('Checking that no remote runs a canary');
  const listed = await wrangler(['secret', 'list', '--name', settings.workers.gateway, '--format', 'json'], { allowFail: true });
  const gatewayExists = o.dryRun ? false : listed.code === 0;
  if (listed.code !== 0 && !noSuchWorker(listed)) throw new DeployError(`could not list the secrets of ${settings.workers.gateway}`);
  // A board already deployed may have a remote's canary in flight, which a deploy would replace at 100% (docs/deploy.md#canary).
  const flying = gatewayExists ? await canariesInFlight({ wrangler: o.wrangler, log }, remoteKeys.map((key) => [key, settings.workers[key]])).catch(asDeployError) : [];
  if (flying.length > 0 && !o.force) throw new DeployError(`a canary is in flight: ${flying.join('; ')}. Promote or abort it (npm run remote:promote -- <remote>), or run npm run deploy -- --force to replace it`);
  log(flying.length > 0 ? `  replacing the canary of ${flying.join('; ')} (--force)` : '  none');

  if (o.build) {
    step('Building the shell and the remotes');
    log('$ node scripts/build.mjs');
    if (!o.dryRun && (await o.runBuild()) !== 0) throw new DeployError('the build failed');
  }

  step('Queues, D1, KV and R2');
  const ids = await resources(configs, settings, wrangler);

  step(`Writing each worker's ${deployConfigName}`);
  const write = (key: WorkerKey, config: WranglerConfig) => {
    const path = join(configDirOf(key), deployConfigName);
    log(`  ${path}: ${config.name}`);
    if (!o.dryRun) writeFileSync(join(o.root, path), `${JSON.stringify(config, null, 2)}\n`);
  };
  const configOf = (key: WorkerKey) => deployConfig(key, configs, settings, ids);
  write('gateway', configOf('gateway'));

  step('D1 migrations');
  for (const db of configs.gateway.d1_databases ?? []) {
    await wrangler(['d1', 'migrations', 'apply', db.database_name, '--remote', '--config', deployConfigName]);
  }

  step('Secrets');
  const plan = await planSecrets(listed.code === 0 ? secretNames(listed.out) : new Set(), o.env, o.ask);
  for (const name of Object.keys(plan.values)) log(`  ${name}: set with this deploy`);
  for (const secret of plan.missing) log(`  ${secret.name} is not set: ${secret.without}. Set it later with \`npx wrangler secret put ${secret.name} --name ${settings.workers.gateway}\`.`);
  if (Object.keys(plan.values).length === 0 && plan.missing.length === 0) log('  every secret is set');

  const secretsDir = mkdtempSync(join(tmpdir(), 'rdj-deploy-'));
  try {
    const secretsFile = join(secretsDir, 'secrets.json');
    writeFileSync(secretsFile, JSON.stringify(plan.values), { mode: 0o600 });
    const deployWorker = (key: WorkerKey, extra: string[] = []) => wrangler(['deploy', '--config', join(configDirOf(key), deployConfigName), ...extra]);
    if (!gatewayExists) {
      // Each remote binds the gateway (API) and the gateway binds each remote, and Cloudflare takes a binding only
      // to a Worker that exists: on a first deploy the remotes go up without theirs, then the gateway, then the
      // remotes again with it.
      step('First deploy: the remotes without their binding to the gateway, which does not exist yet');
      for (const key of remoteKeys) {
        const config = configOf(key);
        write(key, { ...config, services: (config.services ?? []).filter((s) => s.binding !== 'API') });
        await deployWorker(key);
      }
    } else {
      step('The remotes');
      for (const key of remoteKeys) {
        write(key, configOf(key));
        await deployWorker(key);
      }
    }
    step('The gateway');
    await deployWorker('gateway', Object.keys(plan.values).length > 0 ? ['--secrets-file', secretsFile] : []);
    if (!gatewayExists) {
      step('The remotes again, bound to the gateway');
      for (const key of remoteKeys) {
        write(key, configOf(key));
        await deployWorker(key);
      }
    }
    step('Requesting the deployed board');
    const failed = await smokeDeploy(log, settings.publicOrigin, o);
    if (failed.length > 0) throw new DeployError(`deployed, but ${failed.join(', ')}`);
  } finally {
    rmSync(secretsDir, { recursive: true, force: true });
  }
}
