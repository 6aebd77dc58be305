import type { Rollup } from 'vite';

/** The chunk at `fileName` and every chunk it imports statically, in import order. */
export function withImports(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return [];
  seen.add(fileName);
  return [fileName, ...chunk.imports.flatMap((name) => withImports(bundle, name, seen))];
}
