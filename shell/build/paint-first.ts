import type { Plugin, Rollup } from 'vite';
import { shellModulesElementId } from '../../shared/src/app-modules.ts';

type OutputBundle = Rollup.OutputBundle;

/** The chunk at `fileName` and every chunk it imports statically, in import order. */
function withImports(bundle: OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return [];
  seen.add(fileName);
  return [fileName, ...chunk.imports.flatMap((name) => withImports(bundle, name, seen))];
}

/** The modules the shell shares through federation (React, the router): the app loads each of them at start. */
function sharedModules(bundle: OutputBundle): string[] {
  return Object.values(bundle)
    .filter((file) => file.type === 'chunk' && file.name.startsWith('__federation_shared_'))
    .map((file) => file.fileName);
}

/**
 * docs/pages.md, speed: nothing the page's first paint waits for, or competes with, is a script. The built page's
 * entry (main.tsx) is small and framework-free; this marks it `fetchpriority="low"` and lists the admin's app modules
 * (the entry's dynamic import of `start.tsx`, what that loads at start, the shared modules and what they import) in
 * the page (`shellModulesElementId`), for the entry to preload all at once when it starts the admin's app, leaving out
 * what a public page loads too (the entry, and its start `page.ts` with what that imports). A public page never
 * starts the app: its islands load their own code when they hydrate (docs/pages.md#islands).
 */
export function paintFirst(): Plugin {
  return {
    name: 'rdj-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        // What every page loads: the entry, and on a public page the page's start (src/page.ts, its dynamic import).
        const pageStart = chunk.dynamicImports.filter((name) => {
          const file = bundle[name];
          return file?.type === 'chunk' && Boolean(file.facadeModuleId?.endsWith('/src/page.ts'));
        });
        if (pageStart.length === 0) throw new Error('paint-first: the entry does not import src/page.ts');
        const loaded = new Set([chunk.fileName, ...pageStart].flatMap((name) => withImports(bundle, name)));
        // The app (start.tsx, the entry's dynamic import), the pieces it loads one after the other at start (its own
        // dynamic imports), and the shared modules.
        const app = chunk.dynamicImports.flatMap((name) => {
          const start = bundle[name];
          if (start?.type !== 'chunk' || !start.facadeModuleId?.endsWith('/src/start.tsx')) return [];
          return [name, ...start.dynamicImports];
        });
        if (app.length === 0) throw new Error('paint-first: the entry does not import src/start.tsx');
        const modulesOfApp = [...app, ...sharedModules(bundle)].flatMap((name) => withImports(bundle, name));
        const modules = [...new Set(modulesOfApp)].filter((name) => !loaded.has(name)).map((name) => `/${name}`);
        const script = `src="/${chunk.fileName}"`;
        if (!html.includes(script)) throw new Error(`paint-first: the built page has no entry script ${script}`);
        const list = `<script type="application/json" id="${shellModulesElementId}">${JSON.stringify(modules)}</script>`;
        return html.replace(script, `${script} fetchpriority="low"`).replace('</head>', `${list}</head>`);
      },
    },
  };
}
