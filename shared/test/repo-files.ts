/**
 * The repository's own files as the house-rule tests walk them: every package with production code, each one's
 * files, and which of them are production code (not a test, its configuration or test support).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

/** Every package with production code: the workspace's, and the sandbox providers' shared `sandbox/lib`. */
export const packages = [
  'shared',
  'router',
  'workers',
  'shell',
  'mfe-jobs',
  'mfe-blog',
  'mfe-admin',
  'deploy',
  ...readdirSync(join(root, 'sandbox'))
    .filter((name) => statSync(join(root, 'sandbox', name)).isDirectory())
    .map((name) => `sandbox/${name}`),
];
/** The browser tests' package is test code through and through: it has no production files to keep apart. */
export const allTest = new Set(['tests']);

/** Folders that hold no hand-written code of the package: dependencies, builds, local state, shipped releases. */
const skipped = new Set(['node_modules', 'dist', '.wrangler', '.git', 'releases', 'coverage']);
/** Names that mark a folder of test support. */
export const supportNames = new Set(['test', 'tests', 'fixtures', 'stubs', '__mocks__']);
const codeFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const testFile = /\.test\.[cm]?[jt]sx?$/;
/** Vitest's own configuration is test code that names its setup and stubs by path. */
const testConfig = /^vitest\.config\.[cm]?[jt]s$/;

export interface Entry {
  /** Relative to the package, with `/` separators. */
  path: string;
  directory: boolean;
}

export function entries(pkg: string, dir = ''): Entry[] {
  return readdirSync(join(root, pkg, dir)).flatMap((name) => {
    if (skipped.has(name)) return [];
    const path = dir ? `${dir}/${name}` : name;
    if (!statSync(join(root, pkg, path)).isDirectory()) return [{ path, directory: false }];
    return [{ path, directory: true }, ...entries(pkg, path)];
  });
}

/** The package's own top-level `test/`, where its test support belongs. */
export const inOwnTest = (path: string) => path === 'test' || path.startsWith('test/');
export const isSupportPath = (segments: string[]) => segments.some((segment) => supportNames.has(segment));

/** A code file outside every folder of test support (those misplaced ones included) that is no test or its config. */
export function isProduction(path: string): boolean {
  const segments = path.split('/');
  const name = segments.pop()!;
  return (
    codeFile.test(name) && !name.endsWith('.d.ts') && !testFile.test(name) && !testConfig.test(name) && !isSupportPath(segments)
  );
}

