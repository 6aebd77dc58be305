/**
 * `npm run deploy [-- --dry-run] [--skip-build] [--force]`: the board onto the Cloudflare account wrangler is logged in to
 * (docs/deploy.md).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { deploy } from './deploy';
import type { Secret } from './secrets';
import { wranglerIn } from './wrangler';

const root = fileURLToPath(new URL('../../', import.meta.url));
const flag = { type: 'boolean', default: false } as const;
const { values } = parseArgs({ options: { 'dry-run': flag, 'skip-build': flag, force: flag } });

/** Asks for a secret when someone is at the terminal; an empty answer leaves it unset. */
async function ask(secret: Secret): Promise<string | null> {
  if (!process.stdin.isTTY) return null;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(`${secret.name} (Enter to leave it unset: ${secret.without}): `);
    return answer.trim() || null;
  } finally {
    prompt.close();
  }
}

const runBuild = () =>
  new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });

process.exitCode = await deploy({
  root,
  dryRun: values['dry-run'],
  build: !values['skip-build'],
  force: values.force,
  wrangler: wranglerIn(root),
  runBuild,
  ask,
  env: process.env,
  log: (line) => console.log(line),
});
