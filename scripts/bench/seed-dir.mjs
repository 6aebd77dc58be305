/** What the benches that start a platform of their own share: a folder for their seed files, and the log on failure. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs `work` with a new temporary folder (named from `prefix`) and removes the folder after it, also on an
 * interrupt, which ends the process through its `exit` handlers (see test-platform.mjs).
 */
export async function withSeedDir(prefix, work) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  process.on('exit', remove);
  try {
    return await work(dir);
  } finally {
    remove();
    process.off('exit', remove);
  }
}

/** Prints the last lines wrangler wrote, when a bench's platform (if it started) failed. */
export function showLogTail(platform) {
  const tail = platform?.logTail(30);
  if (tail) console.error(`--- wrangler log ---\n${tail}\n---`);
}
