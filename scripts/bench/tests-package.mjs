/** playwright-core and autocannon are installed in tests/, the one package that drives the running platform. */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib/proc.mjs';
import { chromiumPath } from '../lib/system.mjs';
import { chromiumArgs } from '../../tests/support/chromium.mjs';

export const requireFromTests = createRequire(join(root, 'tests', 'package.json'));

/** Debian's Chromium under Playwright, with the browser tests' arguments. */
export function launchChromium() {
  const { chromium } = requireFromTests('playwright-core');
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
