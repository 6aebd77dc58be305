/**
 * docs/pages.md#islands: each island's code as the files that hold it, for the page to fetch them all at once when
 * the island is about to start, instead of one import after another (the remote's entry, its `./islands`, the
 * island's chunk, then that chunk's imports).
 *
 * It reads the remote's islands module (`src/islands.ts`: each name, `() => import('./path')`), finds the chunk each
 * import became, and writes `islands.json` into the release: each island's chunk and every chunk it imports statically,
 * without the shared modules (React, which the shell provides). The release tool puts it into the release's
 * current.json. A build whose islands module does not name exactly the registry's islands of `owner` fails.
 *
 * Written against the plugin hooks Rollup and Rolldown share, so each remote keeps its own Vite version.
 * @example islandChunks('jobs') // in a public remote's vite.config.ts `plugins`
 */
import { islandRegistry, type IslandOwner } from '../islands/names';

interface Chunk {
  type: 'chunk';
  fileName: string;
  name: string;
  imports: readonly string[];
  facadeModuleId: string | null;
}
type Bundle = Record<string, Chunk | { type: 'asset' }>;

interface PluginContext {
  resolve(source: string, importer?: string): Promise<{ id: string } | null>;
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
  error(message: string): never;
}

/** The file the release carries: `{ [island]: [file, …] }`, paths from the release's root. */
const islandChunksFile = 'islands.json';

/** `name: () => import('./path')` in the islands module, quoted or not, as the build's transform leaves it. */
const islandImport = /(['"]?)([a-z0-9-]+)\1\s*:\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\3\s*\)/g;

/** Writes the release's `islands.json` for the islands `owner` serves from `islandsModule`. */
export function islandChunks(owner: IslandOwner, islandsModule = 'src/islands.ts') {
  const islandIds = new Map<string, string>();
  return {
    name: 'rdj-island-chunks',
    apply: 'build' as const,
    async transform(this: PluginContext, code: string, id: string) {
      if (!id.endsWith(`/${islandsModule}`)) return null;
      for (const [, , name, , source] of code.matchAll(islandImport)) {
        const resolved = await this.resolve(source!, id);
        if (!resolved) this.error(`island-chunks: cannot resolve ${source} of island ${name}`);
        islandIds.set(name!, resolved.id);
      }
      return null;
    },
    generateBundle(this: PluginContext, _options: unknown, bundle: Bundle) {
      const expected = [...islandRegistry[owner]].sort();
      if (JSON.stringify([...islandIds.keys()].sort()) !== JSON.stringify(expected)) {
        this.error(`island-chunks: ${islandsModule} imports ${[...islandIds.keys()].join(', ') || 'no island'}, not ${expected.join(', ')}`);
      }
      const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, found: Set<string>): Set<string> => {
        const chunk = byFile.get(fileName);
        if (!chunk || found.has(fileName) || chunk.name.startsWith('__federation_shared_')) return found;
        found.add(fileName);
        for (const imported of chunk.imports) withImports(imported, found);
        return found;
      };
      const files: Record<string, string[]> = {};
      for (const [name, id] of islandIds) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
        if (!chunk) this.error(`island-chunks: no chunk holds island ${name} (${id})`);
        files[name] = [...withImports(chunk.fileName, new Set())];
      }
      this.emitFile({ type: 'asset', fileName: islandChunksFile, source: `${JSON.stringify(files, null, 2)}\n` });
    },
  };
}
