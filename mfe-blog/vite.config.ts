import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageStyles } from '../shared/build/page-styles.ts';
import { federationBuild, releaseVersion, remoteBase, sharedModules } from '../shared/build/federation.ts';

export default defineConfig({
  base: remoteBase('blog', releaseVersion(process.env)),
  plugins: [
    react(),
    // The pages render at the edge from src/routes.tsx, which no browser loads: their stylesheets join the release's.
    pageStyles('src/routes.tsx'),
    federation({
      name: 'blog',
      filename: 'remoteEntry.js',
      // The browser runs only the blog's islands (docs/pages.md#islands): its pages are rendered at the edge, whose
      // worker imports the routes directly. The edge inlines the stylesheet (docs/pages.md#speed).
      exposes: { './islands': { import: './src/islands.ts', dontAppendStylesToHead: true } },
      shared: sharedModules,
    }),
  ],
  build: { ...federationBuild, rollupOptions: { input: 'src/islands.ts' } },
});
