import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageStyles } from '../shared/build/page-styles.ts';
import { federationBuild, releaseVersion, remoteBase, sharedModules } from '../shared/build/federation.ts';

export default defineConfig({
  base: remoteBase('jobs', releaseVersion(process.env)),
  plugins: [
    react(),
    // The pages render at the edge from src/pages.tsx, which no browser loads: their stylesheets join the release's.
    pageStyles('src/pages.tsx'),
    federation({
      name: 'jobs',
      filename: 'remoteEntry.js',
      // The page carries the remote's stylesheet already: the edge inlines it (docs/pages.md, speed).
      exposes: { './islands': { import: './src/islands.ts', dontAppendStylesToHead: true } },
      shared: sharedModules,
    }),
  ],
  build: { ...federationBuild, rollupOptions: { input: 'src/islands.ts' } },
});
