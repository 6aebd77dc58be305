/**
 * What the platform needs before it starts: the migrated database, an administrator, a job provider and an AI
 * provider to talk to (the sandboxes in sandbox/job-provider and sandbox/ai-provider, unless .dev.vars names the
 * real ones).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, step, toolEnv, wrangler } from './proc.mjs';
import { freePort, killNow } from './server.mjs';

/** Applies the D1 migrations (workers/migrations) to the local database in `persistTo`. */
export async function migrate(persistTo) {
  await wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo]);
}

/** Creates the administrator, or resets its password if the address exists (the admin:create script upserts). */
export async function createAdmin({ email, password }, persistTo) {
  await run('npm', ['run', '--silent', 'admin:create', '--', '--email', email, '--password', password, '--persist-to', persistTo]);
}

/** Everything `wrangler dev` needs in a persist directory to serve the whole platform. */
export async function prepareState(persistTo, admin) {
  step(`Applying D1 migrations (local state in ${persistTo})`);
  await migrate(persistTo);
  step(`Creating the administrator ${admin.email}`);
  await createAdmin(admin, persistTo);
}

/** Any key works on the sandbox except the `fault-` ones (see the README's "Job provider"). */
export const sandboxKey = 'sandbox';
const firstProviderPort = 8790;

/** The value `.dev.vars` gives `name` (wrangler dev reads that file itself), or null. */
export function devVar(name) {
  let text;
  try {
    text = readFileSync(join(root, '.dev.vars'), 'utf8');
  } catch {
    return null;
  }
  const line = new RegExp(`^\\s*(?:export\\s+)?${name}\\s*=(.*)$`, 'm').exec(text);
  const value = line?.[1].trim().replace(/^(["'])(.*)\\1$/, '$2').trim();
  return value ? value : null;
}

/**
 * The redirect signing key for `startDev`'s vars: none when .dev.vars sets REDIRECT_SIGNING_KEY (wrangler dev reads
 * it there), else a random key kept in `persistTo`, so the /redirect links already handed out stay valid across
 * restarts and go with the local data when it is deleted. The worker then never runs without a key locally.
 */
export function redirectSigningVars(persistTo) {
  if (devVar('REDIRECT_SIGNING_KEY')) return {};
  const file = join(persistTo, 'redirect-signing-key');
  let key;
  try {
    key = readFileSync(file, 'utf8').trim();
  } catch {
    // Not made yet: made below.
  }
  if (!key) {
    key = randomBytes(32).toString('base64url');
    mkdirSync(persistTo, { recursive: true });
    writeFileSync(file, `${key}\n`, { mode: 0o600 });
  }
  return { REDIRECT_SIGNING_KEY: key };
}

/**
 * Starts a sandbox (`main`, printing "`banner`: <url>") on a free port from `firstPort`, in its own process group
 * (stopped with `stopDev`, or `killNow` on exit, like the platform). Resolves once it listens, with its url.
 */
async function startSandbox({ main, banner, firstPort, stderr }) {
  const port = await freePort(firstPort);
  const child = spawn(process.execPath, ['--import', 'tsx', main, '--port', String(port)], {
    cwd: root,
    env: toolEnv,
    stdio: ['ignore', 'pipe', stderr],
    detached: true,
  });
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      const finish = (error, url) => {
        clearTimeout(timer);
        child.off('exit', exited);
        error ? reject(error) : resolve(url);
      };
      const exited = (code) => finish(new Error(`the ${banner} exited (${code}) before it listened`));
      const timer = setTimeout(() => finish(new Error(`the ${banner} did not start within 30 s`)), 30_000);
      child.once('error', finish);
      child.once('exit', exited);
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const found = new RegExp(`${banner}: (\\S+)`).exec(out);
        if (found) finish(null, found[1]);
      });
    });
    return { child, url };
  } catch (error) {
    killNow(child);
    throw error;
  }
}

/**
 * Starts the sandbox job provider on a free port from 8790. Resolves once it listens, with `vars` for `startDev`.
 * `stderr` is 'inherit' or a log file descriptor.
 */
export async function startProviderSandbox({ stderr = 'inherit' } = {}) {
  const { child, url } = await startSandbox({
    main: 'sandbox/job-provider/main.ts',
    banner: 'job provider sandbox',
    firstPort: firstProviderPort,
    stderr,
  });
  return { child, url, vars: { JOBS_API_URL: url, JOBS_API_KEY: sandboxKey } };
}

/** Any key works on the AI sandbox except its `fault-` ones (see sandbox/ai-provider/README.md). */
export const aiSandboxKey = 'sandbox-ai';
const firstAiPort = 8792;

/**
 * Starts the sandbox AI provider (sandbox/ai-provider) on a free port from 8792, like `startProviderSandbox`, with
 * `vars` pointing the worker's AI client at it: AI_BASE_URL (its url + /v1) and a sandbox AI_API_KEY.
 */
export async function startAiSandbox({ stderr = 'inherit' } = {}) {
  const { child, url } = await startSandbox({ main: 'sandbox/ai-provider/main.ts', banner: 'ai provider sandbox', firstPort: firstAiPort, stderr });
  return { child, url, vars: { AI_BASE_URL: `${url}/v1`, AI_API_KEY: aiSandboxKey } };
}
