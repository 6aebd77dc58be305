/** The two Debian packages the tests need beyond npm: a browser and an XML schema validator. */
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { run, step } from './proc.mjs';

export const chromiumPath = '/usr/bin/chromium';

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}

/** Installs what is missing with apt-get when running as root (CI); otherwise says exactly what to run. */
export async function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!onPath('xmllint')) missing.push('libxml2-utils');
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing Debian packages: ${missing.join(', ')}. Install them once, then run npm test again:\n  sudo sh -c '${command}'`);
  }
  step(`Installing ${missing.join(', ')} from Debian`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', ...missing], { env });
}
