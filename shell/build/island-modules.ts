import type { Plugin } from 'vite';
import { withImports } from './chunk-imports.ts';
import { islandModulesElementId } from '../../shared/islands/names.ts';

/**
 * docs/pages.md#islands: what hydrating a component island needs from the shell (shared/islands/render.tsx, React DOM
 * and what they import), listed in the built page as JSON, for the page to fetch without running when it is idle or
 * the pointer comes over an island. Listed, not preloaded from the head: nothing competes with the first paint.
 */
export function islandModules(): Plugin {
  return {
    name: 'rdj-island-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        // Only the public pages' document: the admin's app preloads its own modules (admin-preload.ts).
        if (!bundle || !filename.endsWith('/index.html')) return html;
        const render = Object.values(bundle).find((file) => file.type === 'chunk' && Boolean(file.facadeModuleId?.endsWith('/shared/islands/render.tsx')));
        if (!render) throw new Error('island-modules: no chunk for shared/islands/render.tsx');
        const modules = withImports(bundle, render.fileName).map((name) => `/${name}`);
        const list = `<script type="application/json" id="${islandModulesElementId}">${JSON.stringify(modules)}</script>`;
        return html.replace('</head>', `${list}</head>`);
      },
    },
  };
}
