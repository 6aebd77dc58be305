import type { Plugin } from 'vite';

/**
 * docs/pages.md, speed: nothing a public page's first paint waits for, or competes with, is a script. The built
 * page's entry (main.tsx) is small and framework-free; this marks it `fetchpriority="low"`, and `async`, so it does
 * not run in the task that ends the parse (its start waits for the parse: `whenParsed`). The admin's page
 * (admin.html) has an entry of its own (admin-preload.ts).
 */
export function paintFirst(): Plugin {
  return {
    name: 'rdj-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk, filename }) {
        if (!chunk || !filename.endsWith('/index.html')) return html;
        const script = `src="/${chunk.fileName}"`;
        if (!html.includes(script)) throw new Error(`paint-first: the built page has no entry script ${script}`);
        return html.replace(script, `${script} async fetchpriority="low"`);
      },
    },
  };
}
