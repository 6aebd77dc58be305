/**
 * Test support lives in each package's own `test/` folder, never among production code (docs/architecture.md, "Tests
 * sit beside the code they check"): a helper, fixture, stub or setup file kept under `src/` or `edge/` looks like
 * production code, is type-checked and linted as such, and one import away from being bundled. This test walks every
 * package and names each folder of test support outside a package's `test/`, and each production file that imports
 * from one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTest, entries, inOwnTest, isProduction, isSupportPath, packages, root, supportNames } from './repo-files';

/** The modules a file imports, re-exports or loads with `import()`. */
function specifiers(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g);
  return [...found].map((m) => m[2]!);
}

/** Whether an import reaches into a folder of test support: by a relative path, or by a package's path. */
function reachesTestSupport(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return isSupportPath(specifier.split('/'));
  const target = relative(root, resolve(dirname(file), specifier));
  return isSupportPath(target.split(sep));
}

const walked = packages.map((pkg) => ({ pkg, entries: entries(pkg) }));

describe('test support placement', () => {
  it('walks every package of the workspace', () => {
    const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
    const listed = [...workspace.matchAll(/^\s+-\s+([\w./-]+)\s*$/gm)]
      .map((m) => m[1]!)
      .filter((pkg) => existsSync(join(root, pkg, 'package.json')));
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.filter((pkg) => !packages.includes(pkg) && !allTest.has(pkg))).toEqual([]);
    expect(walked.flatMap(({ entries }) => entries.filter((entry) => isProduction(entry.path))).length).toBeGreaterThan(200);
  });

  it('keeps test support out of every src/ folder: only a package’s own test/ holds helpers, fixtures and stubs', () => {
    const misplaced = walked.flatMap(({ pkg, entries }) =>
      entries
        .filter(({ path, directory }) => directory && !inOwnTest(path) && supportNames.has(path.split('/').at(-1)!))
        .map(({ path }) => `${pkg}/${path}/ (${readdirSync(join(root, pkg, path)).join(', ')}) belongs in ${pkg}/test/`),
    );
    expect(misplaced).toEqual([]);
  });

  it('lets no production file import from a test folder', () => {
    const leaks = walked.flatMap(({ pkg, entries }) =>
      entries
        .filter(({ path, directory }) => !directory && isProduction(path))
        .flatMap(({ path }) => {
          const file = join(root, pkg, path);
          return [...new Set(specifiers(readFileSync(file, 'utf8')))]
            .filter((specifier) => reachesTestSupport(file, specifier))
            .map((specifier) => `${pkg}/${path} imports '${specifier}'`);
        }),
    );
    expect(leaks).toEqual([]);
  });
});
