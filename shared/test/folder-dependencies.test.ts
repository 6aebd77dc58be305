/**
 * The gateway's folders depend one way (docs/architecture.md#the-gateways-layers): the folders of `workers/src`
 * import each other without a cycle, each only from a folder of its own layer or one listed before it, and every
 * folder is placed in a layer.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entries, isProduction, root } from './repo-files';

const src = join(root, 'workers', 'src');

/** The folder of `workers/src` a file or module path is in; files at the top are the worker's entry, `(entry)`. */
function folderOf(path: string): string {
  const parts = relative(src, path).split('/');
  return parts.length > 1 ? parts[0]! : '(entry)';
}

/** Where a relative import lands: a module file, or a folder (its index). */
function target(from: string, specifier: string): string {
  const path = resolve(dirname(from), specifier);
  return existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.ts') : path;
}

/** Each folder's imports of other folders, with the lines that make them. */
function folderImports(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  const files = entries('workers')
    .filter(({ path, directory }) => !directory && path.startsWith('src/') && isProduction(path) && !path.endsWith('.d.ts'))
    .map(({ path }) => join(root, 'workers', path));
  for (const file of files) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const to = target(file, specifier!);
      if (!to.startsWith(src)) continue;
      const [a, b] = [folderOf(file), folderOf(to)];
      if (a === b) continue;
      const out = graph.get(a) ?? new Map<string, string[]>();
      out.set(b, [...(out.get(b) ?? []), `${relative(src, file)} imports ${specifier}`]);
      graph.set(a, out);
    }
  }
  return graph;
}

/** The layers docs/architecture.md lists, lowest first: each a list of folders. */
function documentedLayers(): string[][] {
  const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
  const section = /## The gateway's layers\n([\s\S]*?)(?=\n## |$)/.exec(doc)?.[1] ?? '';
  // Each item opens with its name in bold and its folders in backticks, comma-separated, up to the first full stop.
  return [...section.matchAll(/^\d+\. \*\*[^*]+\*\*: ((?:`[^`]+`(?:, )?)+)/gm)].map(([, list]) => [...list!.matchAll(/`([^`]+)`/g)].map(([, name]) => name!));
}

describe("the gateway's folders", () => {
  const graph = folderImports();
  const layers = documentedLayers();
  const layerOf = new Map(layers.flatMap((folders, i) => folders.map((folder) => [folder, i] as const)));

  it('are each placed in one documented layer', () => {
    const folders = new Set([...graph.keys(), ...[...graph.values()].flatMap((out) => [...out.keys()])]);
    expect(layers.length).toBeGreaterThan(3);
    expect([...folders].filter((folder) => !layerOf.has(folder)).sort()).toEqual([]);
    expect(layers.flat().length).toBe(new Set(layers.flat()).size);
  });

  it('import only from their own layer or a lower one', () => {
    const upward = [...graph].flatMap(([from, out]) =>
      [...out].filter(([to]) => (layerOf.get(to) ?? 0) > (layerOf.get(from) ?? 0)).map(([to, why]) => `${from} -> ${to}: ${why.join('; ')}`),
    );
    expect(upward).toEqual([]);
  });

  it('never import each other, directly or round a longer loop', () => {
    const pairs = [...graph].flatMap(([from, out]) =>
      [...out.keys()].filter((to) => from < to && graph.get(to)?.has(from)).map((to) => `${from} <-> ${to}`),
    );
    expect(pairs).toEqual([]);
    // Depth-first from every folder: reaching the folder again is a loop.
    const loops: string[] = [];
    const walk = (start: string, at: string, path: string[]) => {
      for (const next of graph.get(at)?.keys() ?? []) {
        if (next === start) loops.push([...path, next].join(' -> '));
        else if (!path.includes(next) && (layerOf.get(next) ?? 0) === (layerOf.get(start) ?? 0)) walk(start, next, [...path, next]);
      }
    };
    for (const folder of graph.keys()) walk(folder, folder, [folder]);
    expect(loops).toEqual([]);
  });
});
