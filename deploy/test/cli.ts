/**
 * The deploy's commands run as npm runs them (`tsx deploy/src/<script>.ts`), with the pinned wrangler against the
 * Cloudflare API stand-in (sandbox/cloudflare-api), which plays an account of its own for each test file and records
 * every request wrangler makes. The board a deploy requests at its end is a local server that answers 200 when asked
 * for the public origin's host (`--smoke-at`), and 421 otherwise.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { accountId } from '../../sandbox/cloudflare-api/account';
import type { Recorded } from '../../sandbox/cloudflare-api/recorded';
import { startCloudflareApi, type CloudflareApi } from '../../sandbox/cloudflare-api/server';
import { readSettings, remoteKeys } from '../src/settings';

const root = join(import.meta.dirname, '..', '..');
export const publicHost = new URL(readSettings(root).publicOrigin).host;

/** The deployed board as a deploy's smoke requests reach it, and the hosts they named. */
export const board = { url: '', hosts: [] as string[] };
beforeAll(async () => {
  const server = createServer((req, res) => {
    board.hosts.push(String(req.headers.host));
    res.statusCode = req.headers.host === publicHost ? 200 : 421;
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  board.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
});

// A remote's files come from its build (mfe-*/releases); a folder the build has not made yet deploys none.
for (const key of remoteKeys) {
  const releases = join(root, `mfe-${key}`, 'releases');
  if (!existsSync(releases)) mkdirSync(releases, { recursive: true });
}

const logs = mkdtempSync(join(tmpdir(), 'rdj-wrangler-logs-'));
afterAll(() => rmSync(logs, { recursive: true, force: true }));

export interface Run {
  code: number;
  out: string;
  /** The requests the account got during the run, oldest first. */
  requests: Recorded[];
}

/** The environment wrangler finds the stand-in's account by: its address, a token and the account's id. */
export const accountEnv = (api: CloudflareApi) => ({
  CLOUDFLARE_API_BASE_URL: `${api.url}/client/v4`,
  CLOUDFLARE_API_TOKEN: 'token-1',
  CLOUDFLARE_ACCOUNT_ID: accountId,
});

/** Runs `deploy/src/<script>.ts args` against the stand-in `api`. */
export function runCli(script: 'main' | 'rollout', api: CloudflareApi, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const before = api.requests.length;
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'deploy', 'src', `${script}.ts`), ...args], {
      cwd: root,
      // No banner, so no update check: wrangler asks npm's registry nothing, and the tests run offline.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, WRANGLER_LOG_PATH: logs, WRANGLER_HIDE_BANNER: 'true', ...accountEnv(api), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, out, requests: api.requests.slice(before) }));
  });
}

/** A request as one line, `METHOD /path` under the account (its id as `{account}`), without the query. */
export const line = ({ method, path }: Recorded) => `${method} ${path.split('?')[0]!.replace(`/accounts/${accountId}`, '')}`;

/** The requests that changed the account: every one but a read, that it took. */
export const changes = (requests: Recorded[]) => requests.filter((r) => r.method !== 'GET' && r.status < 400);
