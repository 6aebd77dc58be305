/**
 * Runs the platform (wrangler dev: the worker, static assets and local D1/KV/R2) and waits until it answers.
 * Servers started in the background get their own process group, so stopping one by its PID also stops the
 * workerd it spawned, and nothing else.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root, toolEnv } from './proc.mjs';
import { packageOf, remoteNames } from './releases.mjs';

/** The gateway first (it gets the port and the vars), then each remote's own worker, bound to it by name. */
const configsOf = (remotes) => ['wrangler.toml', ...remotes.map((name) => `${packageOf(name)}/wrangler.toml`)];

export const host = '127.0.0.1';

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, host);
  });
}

/**
 * Ports this process has chosen for a server. A server binds its port only once it has started, later: the gateway's
 * port is chosen before the sandboxes start (their webhook needs its address), so a sandbox's search for a free port
 * must not hand the same one out again.
 */
const chosen = new Set();

/** The first port from `from` on which nothing listens and that this process has not chosen already. */
export async function freePort(from) {
  for (let port = from; port < from + 200; port++) {
    if (!chosen.has(port) && (await isFree(port))) {
      chosen.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${from} and ${from + 199}`);
}

/** Checks that `port` is free, and keeps it from `freePort`. */
export async function assertFree(port) {
  if (!(await isFree(port))) {
    throw new Error(`Port ${port} is already in use on ${host}: stop what runs there and try again.`);
  }
  chosen.add(port);
}

/**
 * Starts `wrangler dev` with every worker (gateway and remotes) in one process. `stdio` is 'inherit' for the foreground server of `npm start`, or a log file descriptor.
 * The inspector gets a free port of its own: two servers on one machine would otherwise both want 9229.
 * `vars` reach the worker as `--var NAME:value`, which wins over wrangler.toml and .dev.vars; PUBLIC_ORIGIN is the
 * address it listens on. `remotes` names the remote workers to run (all by default): a test leaves one out to see
 * the site without it. `logLevel` is wrangler's (warn in the background, info in the foreground, by default); the
 * worker's own console.log lines show only from 'log' on.
 */
export async function startDev({ port, persistTo, stdio, background, vars = {}, remotes = remoteNames, logLevel }) {
  const inspectorPort = await freePort(port + 1000);
  const args = ['dev', ...configsOf(remotes).flatMap((config) => ['-c', config]), '--ip', host, '--port', String(port), '--inspector-port', String(inspectorPort)];
  args.push('--persist-to', persistTo, '--log-level', logLevel ?? (background ? 'warn' : 'info'));
  // Cron triggers do not fire under `wrangler dev`; this lets GET /__scheduled run the scheduled() handler.
  args.push('--test-scheduled');
  // The site names its own address from configuration, never from the Host header: here, where it listens.
  const allVars = { PUBLIC_ORIGIN: `http://${host}:${port}`, ...vars };
  for (const [name, value] of Object.entries(allVars)) args.push('--var', `${name}:${value}`);
  if (background) args.push('--show-interactive-dev-session=false');
  return spawn(`${root}node_modules/.bin/wrangler`, args, {
    cwd: root,
    // A dev registry of its own: service bindings would otherwise reach the workers of another platform running
    // on this machine (a second `npm start`, the tests' platform) when one of its own is missing.
    env: { ...toolEnv, WRANGLER_REGISTRY_PATH: join(persistTo, 'dev-registry') },
    stdio: background ? ['ignore', stdio, stdio] : 'inherit',
    detached: background,
  });
}

/** Resolves once `/api/health` answers 200; rejects if the server exits first or takes too long. */
export function waitForHealth(baseUrl, child, timeoutMs = 90_000) {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    let done = false;
    const exited = (code) => finish(new Error(`wrangler dev exited (${code}) before it answered ${baseUrl}`));
    const finish = (error) => {
      if (done) return;
      done = true;
      child.off('exit', exited);
      error ? reject(error) : resolve();
    };
    child.once('exit', exited);
    const poll = async () => {
      if (done) return;
      try {
        const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
        if (res.ok) return finish();
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return finish(new Error(`${baseUrl}/api/health did not answer within ${timeoutMs} ms`));
      setTimeout(poll, 250);
    };
    poll();
  });
}

/** Stops a background server and its workerd by process group; SIGKILL if it has not gone after 5 s. */
export async function stopDev(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await gone;
  clearTimeout(timer);
}

/** Synchronous variant for `process.on('exit')`, where nothing can be awaited. */
export function killNow(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The ingest cron of wrangler.toml's `[triggers]` (workers/src/scheduled.ts `crons.ingest`). */
const ingestCron = '15,45 * * * *';

/**
 * Fills the job index as its cron would (docs/job-index.md#ingest): asks wrangler dev (`--test-scheduled`) to fire
 * the ingest cron, then waits until a run has finished. Answers the index's freshness, `{ filled: false }` with it
 * when no run finished within `timeoutMs` (the run goes on in the background), or throws when the run failed.
 */
export async function fillJobIndex(baseUrl, timeoutMs = 120_000) {
  const freshness = async () => (await fetch(`${baseUrl}/api/jobs/freshness`, { signal: AbortSignal.timeout(5_000) })).json();
  const before = await freshness();
  const fired = await fetch(`${baseUrl}/__scheduled?cron=${encodeURIComponent(ingestCron)}`, { signal: AbortSignal.timeout(10_000) });
  if (!fired.ok) throw new Error(`wrangler dev did not fire the ingest cron (${fired.status})`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await freshness();
    if (now.refreshedAt && now.refreshedAt !== before.refreshedAt) return { filled: true, ...now };
    if (now.failingSince && now.failingSince !== before.failingSince) {
      throw new Error(`the job index's first ingest run failed; the provider may be down (${baseUrl}/api/jobs/freshness)`);
    }
    if (Date.now() > deadline) return { filled: false, ...now };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
