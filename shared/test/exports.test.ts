/**
 * `export` marks what another file uses (docs/architecture.md, "Exports"): a production file exports a name only
 * when some other file of the repository (production code, a test or a script) names it. An export nobody names is
 * either dead code or a name its own file keeps, and the word `export` on it says otherwise to the next reader.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTest, entries, isProduction, packages, root } from './repo-files';

/** Every code file of the repository, by its path from the root, and whether it is production code. */
const walked = [...packages, 'scripts', ...allTest].flatMap((pkg) =>
  entries(pkg)
    .filter(({ path, directory }) => !directory && /\.(ts|tsx|mts|js|mjs)$/.test(path))
    .map(({ path }) => ({ file: `${pkg}/${path}`, production: !allTest.has(pkg) && isProduction(path) })),
);
const files = walked.map(({ file }) => file);
const text = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));

/**
 * The tables drizzle-kit reads whole through the schema file workers/drizzle.config.ts names: each table is exported
 * for it to find, used or not by a query.
 */
const drizzleTables = /^workers\/src\/db\/tables\//;

/** The names a file's own `export` declarations and `export { … }` lists give; `export default` is the module's. */
function exportedNames(source: string): string[] {
  const declared = source.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|type|interface|enum)\s+([\w$]+)/gm);
  const listed = [...source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/gm)].flatMap((m) =>
    m[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/).pop()!.replace(/^type\s+/, '')),
  );
  return [...[...declared].map((m) => m[1]!), ...listed].filter(Boolean);
}

/** How many files name each word. */
const filesNaming = new Map<string, number>();
for (const source of text.values()) for (const word of new Set(source.match(/[\w$]+/g))) filesNaming.set(word, (filesNaming.get(word) ?? 0) + 1);

describe('exports', () => {
  it('reads the code of every package, the scripts and the browser tests', () => {
    expect(files).toEqual(expect.arrayContaining(['shared/src/index.ts', 'scripts/lib/releases.mjs', 'tests/support/platform.ts']));
  });

  it('exports from production code only what another file names', () => {
    const unused = walked
      .filter(({ file, production }) => production && !file.endsWith('.d.mts') && !drizzleTables.test(file))
      .map(({ file }) => file)
      .flatMap((file) => exportedNames(text.get(file)!).map((name) => ({ file, name })))
      .filter(({ name }) => (filesNaming.get(name) ?? 0) < 2)
      .map(({ file, name }) => `${file}: ${name}`);
    expect(unused).toEqual([]);
  });
});
