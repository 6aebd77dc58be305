/**
 * What an island needs fetched before it starts (docs/pages.md#islands), fetched without running: the modules
 * hydrating any component needs (React DOM and the shell's hydration module, the `island-modules` list the shell's
 * build writes), and the island's own files (the `island-files` list the edge writes for the remote that rendered the
 * page). The browser fetches every file of a list at once, where loading the island would find them one import
 * after another.
 */
import { islandModulesElementId } from '../islands/names';
import { islandFilesElementId } from '../src/remotes';

const preloaded = new WeakMap<Document, Set<string>>();

/** Asks for each of `hrefs` once per page as a module preload: fetched and compiled, run only when imported. */
function preloadModules(doc: Document, hrefs: readonly unknown[]): void {
  const asked = preloaded.get(doc) ?? new Set<string>();
  preloaded.set(doc, asked);
  for (const href of hrefs) {
    if (typeof href !== 'string' || asked.has(href)) continue;
    asked.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}

/** The JSON of the page's script `id`, or null when there is none or it cannot be read (then nothing is preloaded). */
function listed(doc: Document, id: string): unknown {
  try {
    return JSON.parse(doc.getElementById(id)?.textContent ?? 'null');
  } catch {
    return null;
  }
}

/** Preloads the modules hydrating a component island needs and the island `name`'s own files. */
export function preloadIsland(doc: Document, name: string): void {
  const modules = listed(doc, islandModulesElementId);
  if (Array.isArray(modules)) preloadModules(doc, modules);
  const files = (listed(doc, islandFilesElementId) as Record<string, unknown> | null)?.[name];
  if (Array.isArray(files)) preloadModules(doc, files);
}
