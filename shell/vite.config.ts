import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationBuild, sharedModules } from '../shared/build/federation.ts';
import { remoteNames, stableEntryPath } from '../shared/src/remotes.ts';
import { adminPreload } from './build/admin-preload.ts';
import { islandModules } from './build/island-modules.ts';
import { paintFirst } from './build/paint-first.ts';

/**
 * A public page's start (src/page.ts) and everything it imports, in one chunk: the entry loads it at once, and a
 * chain of small shared chunks, each fetched only once the one before has run, held the page busy for a round trip
 * each (docs/pages.md#islands). The admin's entry imports from it too.
 */
const pageStart = { name: 'page', test: /shell\/src\/page\.ts$/ };

/**
 * Remotes load from stable same-origin paths; the edge worker points each at its current release. Two pages: the
 * public pages' document (index.html) and the admin's app (admin.html), each with its own entry.
 */
export default defineConfig({
  plugins: [
    react(),
    paintFirst(),
    adminPreload(),
    islandModules(),
    federation({
      name: 'shell',
      remotes: Object.fromEntries(remoteNames.map((name) => [name, stableEntryPath(name)])),
      shared: sharedModules,
    }),
  ],
  build: {
    ...federationBuild,
    rollupOptions: { input: { index: 'index.html', admin: 'admin.html' }, output: { codeSplitting: { groups: [pageStart] } } },
  },
});
