import { describe, expect, it } from 'vitest';
import { pageStyles } from './page-styles';

type Modules = Record<string, { imports?: string[]; dynamic?: string[] }>;

/** The plugin context as the bundler gives it, over a fixed module graph: what each module imports. */
function contextOver(modules: Modules) {
  return {
    async resolve(source: string) {
      return { id: `/app/${source}` };
    },
    async load({ id }: { id: string }) {
      const module = modules[id];
      if (!module) throw new Error(`${id} was loaded, and is not in the graph`);
      return { importedIds: module.imports ?? [], dynamicallyImportedIds: module.dynamic ?? [] };
    },
  };
}

/** The code of the stylesheets module the plugin gives a build whose one input is `src/islands.ts`. */
async function stylesModule(pages: string, modules: Modules): Promise<string | null> {
  const plugin = pageStyles(pages);
  const context = contextOver(modules);
  await plugin.buildStart.call(context, { input: { index: 'src/islands.ts' } });
  const id = plugin.resolveId('virtual:rdj-page-styles');
  expect(id).not.toBeNull();
  return plugin.load.call(context, id!);
}

const islands = '/app/src/islands.ts';

describe('pageStyles', () => {
  it("imports every stylesheet of the pages' graph in import order, static or dynamic, leaving out what the islands import", async () => {
    const code = await stylesModule('src/pages.tsx', {
      [islands]: { imports: ['\0virtual:rdj-page-styles'], dynamic: ['/app/src/card.tsx'] },
      '/app/src/card.tsx': { imports: ['/app/src/card.css'] },
      '/app/src/pages.tsx': { imports: ['/app/src/jobs.css', '/app/src/category.tsx'], dynamic: ['/app/src/company.tsx'] },
      '/app/src/category.tsx': { imports: ['/app/src/category.css', '/app/src/card.tsx'] },
      '/app/src/company.tsx': { imports: ['/app/src/company.css', '/app/src/category.tsx'] },
    });
    expect(code?.split('\n')).toEqual(['import "/app/src/jobs.css";', 'import "/app/src/category.css";', 'import "/app/src/company.css";']);
  });

  it("finds a package's stylesheet that a page imports without walking the package's own modules", async () => {
    const code = await stylesModule('src/pages.tsx', {
      [islands]: {},
      '/app/src/pages.tsx': { imports: ['/app/node_modules/lib/index.js', '/app/node_modules/lib/lib.css'] },
    });
    expect(code).toBe('import "/app/node_modules/lib/lib.css";');
  });

  it("adds the stylesheets to the build's entry and to no other module", async () => {
    const plugin = pageStyles('src/pages.tsx');
    await plugin.buildStart.call(contextOver({}), { input: 'src/islands.ts' });
    expect(plugin.transform('export default {};', islands)).toBe('import "virtual:rdj-page-styles";\nexport default {};');
    expect(plugin.transform('export default {};', '/app/src/pages.tsx')).toBeNull();
  });

  it('loads nothing for any module but its own', async () => {
    const plugin = pageStyles('src/pages.tsx');
    expect(plugin.resolveId('./card.css')).toBeNull();
    expect(await plugin.load.call(contextOver({}), '/app/src/card.css')).toBeNull();
  });
});
