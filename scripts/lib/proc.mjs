/**
 * Child processes for the setup scripts. No dependencies: these scripts run before anything is installed.
 * Every child gets no stdin, so no tool (wrangler's migration prompt, pnpm) ever waits for an answer.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

/** Keeps wrangler from calling outside hosts (metrics, request.cf data): it would not block, only waste seconds. */
export const toolEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

const pnpmVersion = '10.34.9';

class CommandError extends Error {
  constructor(command, code) {
    super(`${command} exited with ${code}`);
    this.code = code;
  }
}

/** Passes a child's output on line by line, each line led by `prefix`, so parallel builds stay readable. */
function relay(stream, out, prefix) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
}

/**
 * Runs a command to completion, output shown as it comes (each line after `prefix` when given). Resolves with the
 * exit code when `allowFail`, else rejects on a non-zero exit. `capture` collects stdout instead of showing it.
 */
export function run(cmd, args, { cwd = root, env = toolEnv, allowFail = false, capture = false, prefix } = {}) {
  return new Promise((resolve, reject) => {
    const piped = capture || prefix !== undefined;
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', piped ? 'pipe' : 'inherit', prefix ? 'pipe' : 'inherit'] });
    let out = '';
    if (prefix !== undefined) {
      relay(child.stdout, process.stdout, prefix);
      relay(child.stderr, process.stderr, prefix);
    } else {
      child.stdout?.on('data', (chunk) => (out += chunk));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 128 : 1);
      if (status !== 0 && !allowFail) reject(new CommandError(`${cmd} ${args.join(' ')}`, status));
      else resolve(capture ? { code: status, out } : status);
    });
  });
}

/** pnpm at the version the lockfile was written with, fetched by npx: a fresh machine has only Node and npm. */
export function pnpm(args, options) {
  return run('npx', ['--yes', `pnpm@${pnpmVersion}`, ...args], options);
}

/** The workspace's own wrangler (pinned at the root); call after `install()`. */
export function wrangler(args, options) {
  return run(`${root}node_modules/.bin/wrangler`, args, options);
}

export function install() {
  return pnpm(['install', '--frozen-lockfile']);
}

export function step(text) {
  console.log(`\n==> ${text}`);
}
