/**
 * The deploy's commands run as npm runs them (`tsx deploy/src/<script>.ts`), with the fake wrangler
 * (fake-wrangler/wrangler) first on PATH and its account kept in a folder of its own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const fakeBin = join(import.meta.dirname, 'fake-wrangler');

/** The deployed board as the fake account serves it: 200 for every page a deploy requests at its end. */
let boardUrl = '';
beforeAll(async () => {
  const board = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
  const address = board.address();
  boardUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return () => new Promise<void>((resolve) => board.close(() => resolve()));
});

export interface Run {
  code: number;
  out: string;
  /** Each wrangler command the account has seen, as one line, the secrets file's path left out. */
  commands: string[];
  /** The secret names each deploy carried, by its config. */
  secrets: Record<string, string[]>;
}

/** Runs `deploy/src/<script>.ts args` against the fake account in `account`. */
export function runCli(script: 'main' | 'rollout', account: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'deploy', 'src', `${script}.ts`), ...args], {
      cwd: root,
      env: { PATH: [fakeBin, process.env.PATH].join(delimiter), HOME: process.env.HOME, FAKE_WRANGLER_DIR: account, FAKE_WRANGLER_URL: boardUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const calls = callsOf(account);
      const secrets = Object.fromEntries(calls.filter((c) => c.secrets).map((c) => [c.args[c.args.indexOf('--config') + 1]!, c.secrets!]));
      resolve({ code: code ?? 1, out, commands: calls.map((c) => c.args.join(' ').replace(/--secrets-file \S+/, '--secrets-file <file>')), secrets });
    });
  });
}

/** Each wrangler command the fake account has seen so far. */
export const commandsOf = (account: string) => callsOf(account).map((c) => c.args.join(' '));

/** Every call the fake account has recorded. */
function callsOf(account: string): { args: string[]; secrets?: string[] }[] {
  try {
    return readFileSync(join(account, 'calls.jsonl'), 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

/** The fake account's state: its Workers, their versions and deployments. */
export function accountState(account: string): {
  workers: Record<string, { versions: string[]; bindings: string[]; vars: Record<string, string>; deployment: { versions: { version_id: string; percentage: number }[] } }>;
} {
  return JSON.parse(readFileSync(join(account, 'state.json'), 'utf8'));
}

const accounts: string[] = [];
afterAll(() => accounts.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An empty account, removed after the file's tests. */
export function newAccount(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rdj-account-'));
  accounts.push(dir);
  return dir;
}
