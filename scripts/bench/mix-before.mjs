/**
 * The design the mix bench compares with: the board at `beforeCommit`, when issue 35 found that query pages were
 * never cached, `?page=N` was N listings and every read went to the primary. Its tree is taken from git into a
 * temporary folder, given the same two measuring aids the board has now and nothing else (the usage log,
 * workers/src/lib/usage.ts, and the page cache's `X-Page-Cache` answer), and the test platform's `vars` and `pid`,
 * then installed and built, as a fresh clone would be.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm, root, run, step } from '../lib/proc.mjs';

export const beforeCommit = '3b53643';

/** Replaces each `[from, to]` in the tree's `file`, once each; a text not found means the tree is not the one expected. */
function patch(dir, file, replacements) {
  const path = join(dir, file);
  let text = readFileSync(path, 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`${file} at ${beforeCommit} has no ${JSON.stringify(from.slice(0, 60))}`);
    text = text.replace(from, to);
  }
  writeFileSync(path, text);
}

/** The tree at `beforeCommit`, measurable, installed and built; answers its folder and how to remove it. */
export async function beforeTree() {
  const dir = mkdtempSync(join(tmpdir(), 'rdj-mix-before-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  step(`The design before: ${beforeCommit} from git into ${dir}, with the usage log added`);
  await run('sh', ['-c', `git archive ${beforeCommit} | tar -x -C "${dir}"`], { cwd: root });
  const usage = readFileSync(join(root, 'workers/src/lib/usage.ts'), 'utf8');
  writeFileSync(join(dir, 'workers/src/lib/usage.ts'), usage.replace("import { pageCacheHeader } from './page-cache';", "const pageCacheHeader = 'X-Page-Cache';"));
  patch(dir, 'workers/src/index.ts', [
    ["import { securityHeaders } from './http/security-headers';", "import { securityHeaders } from './http/security-headers';\nimport { withUsage } from './lib/usage';"],
    ['fetch: drainBodies(app.fetch)', 'fetch: withUsage(drainBodies(app.fetch))'],
  ]);
  patch(dir, 'workers/src/html/pages.ts', [
    ['return htmlResponse(hit.html, hit.status, visitor.setCookie);', "return htmlResponse(hit.html, hit.status, { ...visitor.setCookie, 'X-Page-Cache': 'hit' });"],
    ['return pageResponse(body, page.status, { ...visitor.setCookie, ...version });', "return pageResponse(body, page.status, { ...visitor.setCookie, ...version, ...(cacheable ? { 'X-Page-Cache': 'miss' } : {}) });"],
  ]);
  patch(dir, 'scripts/lib/test-platform.mjs', [
    ['logLevel, fillIndex = true } = {}) {', 'logLevel, fillIndex = true, vars: more = {} } = {}) {'],
    ['...signingVars(persistTo) };', '...signingVars(persistTo), ...more };'],
    ['    console.log(`  server PID ${server.pid} answers', '    platform.pid = server.pid;\n    console.log(`  server PID ${server.pid} answers'],
  ]);
  try {
    await pnpm(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: dir });
    await run('node', ['scripts/build.mjs'], { cwd: dir });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}
