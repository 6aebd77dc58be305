import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative modules `file` imports, statically or dynamically, as absolute paths (packages are left out). */
export function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(importPattern)].flatMap(([, spec]) => {
    const base = resolve(dirname(file), spec!);
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
      (path) => /\.tsx?$/.test(path) && existsSync(path),
    );
    return found ? [found] : [];
  });
}

/** Every source module `entry` reaches through relative imports, itself included. */
export function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const file of importsOf(entry)) moduleGraph(file, seen);
  return seen;
}
