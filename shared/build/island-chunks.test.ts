import { describe, expect, it } from 'vitest';
import { islandChunks } from './island-chunks';

/** A chunk of the bundle: its file, name, static imports and the module it stands for. */
const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  name: fileName.replace(/^assets\//, '').replace(/-\w+\.js$/, ''),
  imports,
  facadeModuleId,
});

/** The plugin run over the blog's islands module and `bundle`: the islands.json it emits, or the error it stops with. */
async function emitted(islandsSource: string, bundle: Record<string, ReturnType<typeof chunk>>) {
  const plugin = islandChunks('blog');
  const files: { fileName: string; source: string }[] = [];
  const context = {
    resolve: async (source: string) => ({ id: `/app/src/${source.replace(/^\.\//, '')}.tsx` }),
    emitFile: (file: { fileName: string; source: string }) => (files.push(file), file.fileName),
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  await plugin.transform.call(context, islandsSource, '/app/src/islands.ts');
  plugin.generateBundle.call(context, {}, bundle);
  expect(files.map((file) => file.fileName)).toEqual(['islands.json']);
  return JSON.parse(files[0]!.source) as Record<string, string[]>;
}

const blogIslands = `const islands = {\n  "load-more": () => import("./features/posts/load-more-posts").then((m) => m.LoadMorePosts),\n};`;

describe('islandChunks', () => {
  it("lists each island's chunk and every chunk it imports, through their own imports, without the shared modules", async () => {
    const files = await emitted(blogIslands, {
      a: chunk('assets/load-more-posts-1.js', ['assets/api-client-2.js', 'assets/__federation_shared_react-3.js'], '/app/src/features/posts/load-more-posts.tsx'),
      b: chunk('assets/api-client-2.js', ['assets/jsx-runtime-4.js']),
      c: chunk('assets/__federation_shared_react-3.js'),
      d: chunk('assets/jsx-runtime-4.js', ['assets/api-client-2.js']),
      e: chunk('assets/islands-5.js', [], '/app/src/islands.ts'),
    });
    expect(files).toEqual({ 'load-more': ['assets/load-more-posts-1.js', 'assets/api-client-2.js', 'assets/jsx-runtime-4.js'] });
  });

  it('stops the build when the islands module does not import exactly the registry’s islands of its owner', async () => {
    const other = `const islands = { more: () => import('./features/posts/load-more-posts') };`;
    await expect(emitted(other, {})).rejects.toThrow('imports more, not load-more');
  });

  it('stops the build when no chunk holds an island', async () => {
    await expect(emitted(blogIslands, { e: chunk('assets/islands-5.js', [], '/app/src/islands.ts') })).rejects.toThrow('no chunk holds island load-more');
  });
});
