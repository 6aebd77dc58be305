import type { Plugin, Rollup } from 'vite';
import { withImports } from './chunk-imports.ts';

type OutputBundle = Rollup.OutputBundle;

/** The modules the shell shares through federation (React, the router): the app loads each of them at start. */
function sharedModules(bundle: OutputBundle): string[] {
  return Object.values(bundle)
    .filter((file) => file.type === 'chunk' && file.name.startsWith('__federation_shared_'))
    .map((file) => file.fileName);
}

/**
 * The admin's page (admin.html) arrives empty, so nothing competes with its paint: its head preloads every module
 * the app loads at start (the entry's dynamic imports, one after the other in admin/main.tsx, the shared modules,
 * and what each imports), all requested at once (docs/pages.md, speed). The admin remote's entry is preloaded by the
 * edge, which knows its release.
 */
export function adminPreload(): Plugin {
  return {
    name: 'rdj-admin-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk, filename }) {
        if (!bundle || !chunk || !filename.endsWith('/admin.html')) return html;
        const start = [...chunk.dynamicImports, ...sharedModules(bundle)].flatMap((name) => withImports(bundle, name));
        const modules = [...new Set(start)].filter((name) => name !== chunk.fileName);
        if (modules.length === 0) throw new Error('admin-preload: the admin entry loads no module');
        const links = modules.map((name) => `<link rel="modulepreload" href="/${name}">`).join('');
        return html.replace('</head>', `${links}</head>`);
      },
    },
  };
}
