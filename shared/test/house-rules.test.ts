/**
 * Rules of the house that no type checker sees: production files stay small, and the remotes' address on the site is
 * written in one place (docs/architecture.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entries, isProduction, packages, root } from './repo-files';

/** Every production file, by its path from the repository's root: the packages' and the scripts'. */
const production = [...packages, 'scripts'].flatMap((pkg) =>
  entries(pkg)
    .filter(({ path, directory }) => !directory && isProduction(path))
    .map(({ path }) => `${pkg}/${path}`),
);

const source = (file: string) => readFileSync(join(root, file), 'utf8');

/** The most lines a production file may have: past it, a file holds more than one thing and is split. */
const maxLines = 200;

describe('the house rules', () => {
  it('walks the production files of every package and of scripts/', () => {
    expect(production).toEqual(expect.arrayContaining(['workers/src/index.ts', 'shared/src/remotes.ts', 'scripts/lib/releases.mjs']));
  });

  it(`keeps every production file at ${maxLines} lines or fewer`, () => {
    const long = production
      .map((file) => ({ file, lines: source(file).split('\n').length - 1 }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it("writes the remotes' address on the site (/mfe/) only in shared/remotes.json, the comments apart", () => {
    const code = (file: string) => source(file).split('\n').filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line));
    const written = production.filter((file) => code(file).some((line) => /['"`]\/mfe\//.test(line)));
    expect(written).toEqual([]);
    expect(JSON.parse(source('shared/remotes.json')).root).toBe('/mfe/');
  });

  it("has the browser's code take zod only through shared/src/zod.ts, which turns its eval off before any schema runs", () => {
    const browserCode = production.filter((file) => /^(shared|shell|mfe-jobs|mfe-blog|mfe-admin)\//.test(file) && file !== 'shared/src/zod.ts');
    expect(browserCode.filter((file) => /from ['"]zod['"]/.test(source(file)))).toEqual([]);
  });
});
