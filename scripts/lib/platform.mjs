/**
 * What the platform needs before it starts: the migrated database, an administrator, its signing secrets, and a job
 * provider, an AI provider, a mail provider and search engines to talk to (the sandboxes in sandbox/job-provider,
 * sandbox/ai-provider, sandbox/mail-provider and, in search-engines.mjs, sandbox/search-engines, unless .dev.vars
 * names the real ones), and Turnstile (sandbox/turnstile, likewise).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, step, toolEnv, wrangler } from './proc.mjs';
import { freePort, killNow } from './server.mjs';

/** Applies the D1 migrations (workers/migrations) to the local database in `persistTo`. */
async function migrate(persistTo) {
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

/** The secrets the worker signs or checks with, each with how a local one is made. */
const localSecrets = {
  /** Signs the /redirect links the board hands out. */
  REDIRECT_SIGNING_KEY: () => randomBytes(32).toString('base64url'),
  /** Signs the tokens in the job alerts' mails (confirm, manage, unsubscribe). */
  ALERT_SIGNING_KEY: () => randomBytes(32).toString('base64url'),
  /** Signs the mail provider's webhook calls (bounces), in the form Resend gives it: `whsec_` and base64. */
  MAIL_WEBHOOK_SECRET: () => `whsec_${randomBytes(24).toString('base64')}`,
  /** Keys the hash a job report counts its client by (docs/pages.md#reporting-a-job). */
  REPORT_HASH_KEY: () => randomBytes(32).toString('base64url'),
};

/**
 * The value of the secret `name` (one of `localSecrets`) as the worker gets it locally: .dev.vars's, else a random
 * one kept in `persistTo` (the file named after it, e.g. redirect-signing-key), so the links and mails already handed
 * out stay valid across restarts and go with the local data when it is deleted.
 */
function localSecret(name, persistTo) {
  const fromDevVars = devVar(name);
  if (fromDevVars) return fromDevVars;
  const file = join(persistTo, name.toLowerCase().replaceAll('_', '-'));
  let value;
  try {
    value = readFileSync(file, 'utf8').trim();
  } catch {
    // Not made yet: made below.
  }
  if (!value) {
    value = localSecrets[name]();
    mkdirSync(persistTo, { recursive: true });
    writeFileSync(file, `${value}\n`, { mode: 0o600 });
  }
  return value;
}

/**
 * The signing secrets for `startDev`'s vars (REDIRECT_SIGNING_KEY, ALERT_SIGNING_KEY, MAIL_WEBHOOK_SECRET,
 * REPORT_HASH_KEY): each one
 * .dev.vars does not set, from `localSecret` (wrangler dev reads the others there itself). The worker then never runs
 * without them locally.
 */
export function signingVars(persistTo) {
  const names = Object.keys(localSecrets).filter((name) => !devVar(name));
  return Object.fromEntries(names.map((name) => [name, localSecret(name, persistTo)]));
}

/**
 * Starts a sandbox (`main`, printing "`banner`: <url>"; `args` follow its --port) on a free port from `firstPort`, in
 * its own process group (stopped with `stopDev`, or `killNow` on exit, like the platform). Resolves once it listens,
 * with its url.
 */
export async function startSandbox({ main, banner, firstPort, stderr, args = [] }) {
  const port = await freePort(firstPort);
  const child = spawn(process.execPath, ['--import', 'tsx', main, '--port', String(port), ...args], {
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
const aiSandboxKey = 'sandbox-ai';
const firstAiPort = 8792;

/**
 * Starts the sandbox AI provider (sandbox/ai-provider) on a free port from 8792, like `startProviderSandbox`, with
 * `vars` pointing the worker's AI client at it: AI_BASE_URL (its url + /v1) and a sandbox AI_API_KEY.
 */
export async function startAiSandbox({ stderr = 'inherit' } = {}) {
  const { child, url } = await startSandbox({ main: 'sandbox/ai-provider/main.ts', banner: 'ai provider sandbox', firstPort: firstAiPort, stderr });
  return { child, url, vars: { AI_BASE_URL: `${url}/v1`, AI_API_KEY: aiSandboxKey } };
}

/** Any key works on the mail sandbox except its `fault-` ones (see sandbox/mail-provider/README.md). */
const mailSandboxKey = 'sandbox-mail';
const firstMailPort = 8794;

/**
 * Starts the sandbox mail provider (sandbox/mail-provider) on a free port from 8794, like `startProviderSandbox`, with
 * `vars` pointing the worker's mail client at it: MAIL_API_URL (its url) and a sandbox MAIL_API_KEY. It reports
 * bounces (mail sent with the `fault-bounce` key) to the gateway at `gatewayUrl`, `POST /api/mail/events`, signed
 * with the MAIL_WEBHOOK_SECRET the worker gets (`localSecret`).
 */
export async function startMailSandbox({ gatewayUrl, persistTo, stderr = 'inherit' }) {
  const webhook = ['--webhook-url', `${gatewayUrl}/api/mail/events`, '--webhook-secret', localSecret('MAIL_WEBHOOK_SECRET', persistTo)];
  const { child, url } = await startSandbox({ main: 'sandbox/mail-provider/main.ts', banner: 'mail provider sandbox', firstPort: firstMailPort, stderr, args: webhook });
  return { child, url, vars: { MAIL_API_URL: url, MAIL_API_KEY: mailSandboxKey } };
}

/** Any non-empty site key and secret work on the Turnstile stand-in (see sandbox/turnstile/README.md). */
const turnstileSandboxKeys = { TURNSTILE_SITE_KEY: 'stand-in-site-key', TURNSTILE_SECRET_KEY: 'stand-in-secret' };
const firstTurnstilePort = 8797;

/**
 * Starts the Turnstile stand-in (sandbox/turnstile) on a free port from 8797, like `startProviderSandbox`, with `vars`
 * pointing the report form at it: its widget script (TURNSTILE_SCRIPT_URL, which the pages' CSP then allows), its
 * siteverify (TURNSTILE_SITEVERIFY_URL) and a site key and secret it takes.
 */
export async function startTurnstileSandbox({ stderr = 'inherit' } = {}) {
  const { child, url } = await startSandbox({ main: 'sandbox/turnstile/main.ts', banner: 'turnstile sandbox', firstPort: firstTurnstilePort, stderr });
  const urls = { TURNSTILE_SCRIPT_URL: `${url}/turnstile/v0/api.js`, TURNSTILE_SITEVERIFY_URL: `${url}/turnstile/v0/siteverify` };
  return { child, url, vars: { ...urls, ...turnstileSandboxKeys } };
}
