/**
 * Creates an admin account, or sets a new password for an existing one, in D1.
 *
 *   pnpm admin:create --email a@b.c --password '…' [--persist-to DIR] [--remote]
 *
 * Local by default, in the state wrangler dev uses (`.wrangler/state` at the repo root unless --persist-to says
 * otherwise); --remote writes to the production database. The password is hashed here with the worker's own code,
 * so only the hash reaches wrangler.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { upsertAdminSql } from '../src/auth/admin-sql';
import { emailAddress } from '@rdj/shared';
import { hashPassword } from '../src/auth/password';

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const options = z
  .strictObject({
    email: emailAddress,
    password: z
      .string({ message: 'Password is required' })
      .min(12, { message: 'Password must be at least 12 characters' })
      .max(1024, { message: 'Password must be at most 1024 characters' }),
    'persist-to': z.string().min(1).optional(),
    remote: z.boolean().optional(),
  })
  .refine((o) => !(o.remote && o['persist-to']), { message: '--persist-to is for the local database; drop it with --remote' });

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  console.error("usage: pnpm admin:create --email a@b.c --password '…' [--persist-to DIR] [--remote]");
  process.exit(1);
}

function readOptions(): z.infer<typeof options> {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'persist-to': { type: 'string' },
        remote: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  const result = options.safeParse(values);
  if (!result.success) {
    fail(result.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; '));
  }
  return result.data;
}

interface StatementResult {
  results?: { id?: string }[];
}

/** Runs the SQL file with wrangler; the id the upsert returned, when wrangler reports it (local runs do). */
function execute(sql: string, target: string[]): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'admin-create-'));
  const file = join(dir, 'admin.sql');
  try {
    writeFileSync(file, sql, { mode: 0o600 });
    const wrangler = join(repoRoot, 'node_modules', '.bin', 'wrangler');
    const args = ['d1', 'execute', 'DB', '--config', join(repoRoot, 'wrangler.toml'), ...target, '--file', file, '--json'];
    const out = execFileSync(wrangler, args, { cwd: repoRoot, encoding: 'utf8', stdio: ['inherit', 'pipe', 'inherit'] });
    const parsed = JSON.parse(out) as StatementResult[];
    return parsed[0]?.results?.[0]?.id;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { email, password, remote, 'persist-to': persistTo } = readOptions();
  const persistDir = resolve(persistTo ?? join(repoRoot, '.wrangler', 'state'));
  const target = remote ? ['--remote', '--yes'] : ['--local', '--persist-to', persistDir];
  const where = remote ? 'the remote database' : `the local database in ${persistDir}`;

  const id = crypto.randomUUID();
  const sql = upsertAdminSql({ id, email, passwordHash: await hashPassword(password) }, Date.now());
  let writtenId: string | undefined;
  try {
    writtenId = execute(sql, target);
  } catch (err) {
    fail(`wrangler d1 execute failed: ${(err as Error).message}`);
  }

  if (writtenId === id) console.log(`Created admin ${email} (id ${id}) in ${where}.`);
  else if (writtenId) console.log(`Updated the password of admin ${email} (id ${writtenId}) in ${where}; its sessions were signed out.`);
  else console.log(`Saved admin ${email} in ${where} (created, or password updated and sessions signed out).`);
}

await main();
