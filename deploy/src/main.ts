/**
 * `npm run deploy [-- --dry-run] [--skip-build] [--force] [--smoke-at <url>]`: the board onto the Cloudflare account
 * wrangler is logged in to (docs/deploy.md).
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
const { values } = parseArgs({ options: { 'dry-run': flag, 'skip-build': flag, force: flag, 'smoke-at': { type: 'string' } } });

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

const smokeAt = values['smoke-at'];
if (smokeAt !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(smokeAt)) {
  console.error(`--smoke-at takes an address with no path, such as http://127.0.0.1:8787 (not ${smokeAt})`);
  process.exit(1);
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
  smokeAt,
  wrangler: wranglerIn(root),
  runBuild,
  ask,
  env: process.env,
  log: (line) => console.log(line),
});
