import type { Plugin } from 'vite';
import { withImports } from './chunk-imports.ts';

/**
 * docs/pages.md, speed: nothing a public page's first paint waits for, or competes with, is a script. The built
 * page's entry (main.tsx) is small and framework-free; this marks it `fetchpriority="low"`, and `async`, so it does
 * not run in the task that ends the parse (its start waits for the parse: `whenParsed`). The entry imports the
 * page's start (a chunk of its own, which the admin's entry shares): the page preloads it, at the same low priority,
 * so both are requested as the document is parsed rather than one after the other. The admin's page (admin.html) has
 * an entry of its own (admin-preload.ts).
 */
export function paintFirst(): Plugin {
  return {
    name: 'rdj-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk, filename }) {
        if (!bundle || !chunk || !filename.endsWith('/index.html')) return html;
        const script = `src="/${chunk.fileName}"></script>`;
        if (!html.includes(script)) throw new Error(`paint-first: the built page has no entry script ${script}`);
        const imports = withImports(bundle, chunk.fileName).filter((name) => name !== chunk.fileName);
        const links = imports.map((name) => `<link rel="modulepreload" href="/${name}" fetchpriority="low">`).join('');
        return html.replace(script, `src="/${chunk.fileName}" async fetchpriority="low"></script>${links}`);
      },
    },
  };
}
