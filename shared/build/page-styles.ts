/**
 * Build settings every public remote shares, like federation.ts: here the one way its pages' stylesheets reach its
 * release (docs/pages.md#speed).
 *
 * A public remote's browser build has one input, its islands, while the edge renders its pages from another module
 * graph (`src/pages.tsx`, `src/routes.tsx`) that no browser loads. With `cssCodeSplit: false` the release carries one
 * stylesheet made of the CSS the browser build imports, so a stylesheet only a page imports never reached it. This
 * plugin walks the pages' module graph and imports, from the build's entry, every stylesheet found there that the
 * browser build does not import already. A stylesheet adds only CSS (its JS is dropped from the chunk), and leaving out
 * what the islands import keeps each stylesheet in the one chunk that imports it: the release's scripts are the same.
 *
 * Written against the plugin hooks Rollup and Rolldown share, so each remote keeps its own Vite version.
 * @example pageStyles('src/pages.tsx') // in a public remote's vite.config.ts `plugins`
 */

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** The parts of the plugin context (Rollup's and Rolldown's `this`) the plugin uses. */
interface ModuleGraph {
  resolve(source: string, importer?: string): Promise<{ id: string } | null>;
  load(options: { id: string; resolveDependencies?: boolean }): Promise<ModuleInfo>;
}

const virtualId = 'virtual:rdj-page-styles';
const resolvedVirtualId = `\0${virtualId}`;
const isStylesheet = (id: string) => /\.css$/.test(id);
// A package's own imports are not walked: a stylesheet of a package that a page imports is still found.
const isPackage = (id: string) => id.includes('/node_modules/');
const importsOf = (info: ModuleInfo | null) => (info ? [...info.importedIds, ...info.dynamicallyImportedIds] : []);

/**
 * Every stylesheet the modules `roots` import, directly or through their imports, static or dynamic: the modules load
 * at once, and the stylesheets are listed in import order, so a build's CSS is always in the same order.
 */
async function stylesheetsOf(graph: ModuleGraph, roots: readonly string[]): Promise<string[]> {
  const loaded = new Map<string, Promise<ModuleInfo | null>>();
  const load = (id: string): Promise<unknown> => {
    if (loaded.has(id) || id.startsWith('\0')) return Promise.resolve();
    const walked = isStylesheet(id) || isPackage(id) ? Promise.resolve(null) : graph.load({ id, resolveDependencies: true });
    loaded.set(id, walked);
    return walked.then((info) => Promise.all(importsOf(info).map(load)));
  };
  await Promise.all(roots.map(load));
  const infos = new Map(await Promise.all([...loaded].map(async ([id, info]) => [id, await info] as const)));
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !infos.has(id)) return;
    seen.add(id);
    if (isStylesheet(id)) found.push(id);
    importsOf(infos.get(id) ?? null).forEach(visit);
  };
  roots.forEach(visit);
  return found;
}

async function resolved(graph: ModuleGraph, source: string): Promise<string> {
  const found = await graph.resolve(source);
  if (!found) throw new Error(`page-styles: cannot resolve ${source}`);
  return found.id;
}

/** Builds the stylesheets of the pages module `pages` (and of everything it imports) into the release. */
export function pageStyles(pages: string) {
  let entries: string[] = [];
  return {
    name: 'rdj-page-styles',
    apply: 'build' as const,
    async buildStart(this: ModuleGraph, options: { input: unknown }) {
      const input = options.input as string | string[] | Record<string, string>;
      const sources = typeof input === 'string' ? [input] : Object.values(input);
      entries = await Promise.all(sources.map((source) => resolved(this, source)));
    },
    resolveId(id: string) {
      return id === virtualId ? resolvedVirtualId : null;
    },
    async load(this: ModuleGraph, id: string) {
      if (id !== resolvedVirtualId) return null;
      const [browser, edge] = await Promise.all([stylesheetsOf(this, entries), stylesheetsOf(this, [await resolved(this, pages)])]);
      return edge
        .filter((sheet) => !browser.includes(sheet))
        .map((sheet) => `import ${JSON.stringify(sheet)};`)
        .join('\n');
    },
    transform(code: string, id: string) {
      return entries.includes(id) ? `import ${JSON.stringify(virtualId)};\n${code}` : null;
    },
  };
}
