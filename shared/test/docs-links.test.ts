/**
 * Every citation of the product docs resolves: code comments, tests, scripts and the README cite rules as
 * `docs/<file>.md#<heading>`, and the docs link to each other as `[…](<file>.md#<heading>)`. A renamed heading or
 * file would leave those citations pointing nowhere, which no reader would notice; this test does.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const docsDir = join(root, 'docs');

/** Folders that hold no hand-written text: dependencies, builds, local state, the remotes' shipped releases. */
const skipped = new Set(['node_modules', 'dist', '.wrangler', '.git', 'releases', 'coverage']);
const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|md|sql|css|toml|sh|yml|yaml)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return textFile.test(name) ? [path] : [];
  });
}

/** GitHub's anchor of a heading: lower-case, punctuation dropped, spaces become hyphens; repeats get `-1`, `-2`… */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const docs = new Map(
  readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, anchorsOf(readFileSync(join(docsDir, name), 'utf8'))]),
);

interface Citation {
  from: string;
  file: string;
  anchor: string | null;
}

/** `docs/<name>.md` or `docs/<name>.md#<anchor>` anywhere in a file of the repository. */
const docsCitation = new RegExp(String.raw`\bdocs/([a-z0-9-]+\.md)(?:#([a-z0-9-]+))?`, 'g');
/** A Markdown link inside docs/: `(<name>.md#<anchor>)`, `(<name>.md)` or `(#<anchor>)`. */
const docsLink = /\]\((?:([a-z0-9-]+\.md))?(?:#([a-z0-9-]+))?\)/g;

function citations(): Citation[] {
  const found: Citation[] = [];
  for (const path of files(root)) {
    const from = relative(root, path);
    const text = readFileSync(path, 'utf8');
    for (const m of text.matchAll(docsCitation)) found.push({ from, file: m[1]!, anchor: m[2] ?? null });
    if (from.startsWith('docs/')) {
      const own = from.slice('docs/'.length);
      for (const m of text.matchAll(docsLink)) {
        if (!m[1] && !m[2]) continue;
        found.push({ from, file: m[1] ?? own, anchor: m[2] ?? null });
      }
    }
  }
  return found;
}

describe('citations of docs/', () => {
  const all = citations();

  it('finds the citations it checks', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it('name a file in docs/ and one of its headings', () => {
    const broken = all
      .filter(({ file, anchor }) => !docs.has(file) || (anchor !== null && !docs.get(file)!.has(anchor)))
      .map(({ from, file, anchor }) => `${from}: docs/${file}${anchor ? `#${anchor}` : ''}`);
    expect(broken).toEqual([]);
  });
});

describe("the README's map of the repository", () => {
  /** The `docs/` entry of the README's folder map, down to the next folder or the end of the block. */
  const entry = /^docs\/ {2,}([\s\S]*?)(?=\n\S|\n```)/m.exec(readFileSync(join(root, 'README.md'), 'utf8'))?.[1] ?? '';

  it('names every page of docs/, and none as still being built', () => {
    const unnamed = [...docs.keys()].map((name) => name.replace(/\.md$/, '')).filter((name) => !new RegExp(`\\b${name}\\b`).test(entry));
    expect(entry).not.toBe('');
    expect(unnamed).toEqual([]);
    expect(entry).not.toMatch(/being built/);
  });
});
