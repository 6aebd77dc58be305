/**
 * Wrangler as the deploy runs it, and what it reads from wrangler's answers. The version the project pins (the
 * repository's node_modules) comes first on PATH, so a wrangler installed globally never stands in for it.
 */
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';

export interface Answer {
  code: number;
  /** Standard output, where wrangler prints what it was asked for: the only stream read as JSON or tables. */
  out: string;
  /** Standard error: its warnings and errors. */
  err: string;
}

interface RunOptions {
  /** What wrangler reads on standard input. */
  input?: string;
}

/** Runs `wrangler args`; the answer holds standard output and error apart. */
export type Wrangler = (args: string[], options?: RunOptions) => Promise<Answer>;

/** Wrangler as a child process of `root`, its output shown as it comes and kept. */
export function wranglerIn(root: string): Wrangler {
  const env = {
    ...process.env,
    PATH: [join(root, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter),
    WRANGLER_SEND_METRICS: 'false',
  };
  return (args, { input } = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn('wrangler', args, { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] });
      const kept = { out: '', err: '' };
      const keep = (stream: keyof typeof kept) => (chunk: Buffer) => {
        kept[stream] += chunk;
        process.stdout.write(chunk);
      };
      child.stdout.on('data', keep('out'));
      child.stderr.on('data', keep('err'));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? 1, ...kept }));
      child.stdin.end(input ?? '');
    });
}

/** The JSON array a listing answers, or none when it answered nothing (a dry run). */
function jsonList<T>(out: string): T[] {
  const start = out.indexOf('[');
  return start === -1 ? [] : (JSON.parse(out.slice(start, out.lastIndexOf(']') + 1)) as T[]);
}

/** The JSON object an answer printed (`whoami --json`), or null when it printed none that parses. */
export function jsonOf<T extends object = Record<string, unknown>>(out: string): Partial<T> | null {
  try {
    const value: unknown = JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1));
    return value !== null && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** `wrangler d1 list --json`: each database's id by its name. */
export function d1Ids(out: string): Record<string, string> {
  return Object.fromEntries(jsonList<{ uuid: string; name: string }>(out).map((db) => [db.name, db.uuid]));
}

/** `wrangler kv namespace list`: each namespace's id by its title. */
export function kvIds(out: string): Record<string, string> {
  return Object.fromEntries(jsonList<{ id: string; title: string }>(out).map((ns) => [ns.title, ns.id]));
}

/** `wrangler r2 bucket list`: the buckets' names, one `name:` line each. */
export function bucketNames(out: string): Set<string> {
  return new Set([...out.matchAll(/^name:\s+(\S+)\s*$/gm)].map((m) => m[1]!));
}

/** `wrangler queues list`: every cell of its table, among them each queue's name. */
export function tableCells(out: string): Set<string> {
  return new Set(out.split('\n').flatMap((line) => line.split(/[│|]/).map((cell) => cell.trim())).filter(Boolean));
}

/** `wrangler secret list --format json`: the names of the secrets set. */
export function secretNames(out: string): Set<string> {
  return new Set(jsonList<{ name: string }>(out).map((secret) => secret.name));
}

/**
 * Whether an answer says the Worker asked about does not exist: Cloudflare's code 10007, or wrangler 4's own words for
 * `secret list` of a Worker never deployed (`Worker "<name>" not found. If this is a new Worker, run wrangler deploy
 * first…`).
 */
export function noSuchWorker({ out, err }: Pick<Answer, 'out' | 'err'>): boolean {
  return /\[code: 10007\]|does not exist|Worker "[^"]+" not found/i.test(`${out}\n${err}`);
}

/**
 * What a new account can lack, by the code Cloudflare answers with, and the one step that gives it
 * (docs/deploy.md#a-first-deploy).
 */
const accountGaps: { code: number; step: string }[] = [
  { code: 10042, step: 'R2 is not enabled on this account: enable it once in the Cloudflare dashboard (R2 Object Storage)' },
  { code: 100129, step: 'Queues need the Workers Paid plan: subscribe the account to it in the Cloudflare dashboard (Workers & Pages → Plans)' },
];

/** The step that gives the account what an answer says it lacks, or null when it says no such thing. */
export function accountGap({ out, err }: Pick<Answer, 'out' | 'err'>): string | null {
  const text = `${out}\n${err}`;
  return accountGaps.find(({ code }) => text.includes(`[code: ${code}]`))?.step ?? null;
}
