import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationBuild, sharedModules } from '../shared/build/federation.ts';
import { remoteNames } from '../shared/src/remotes.ts';
import { remoteEntryUrl } from './src/features/remotes/remote-name.ts';
import { paintFirst } from './build/paint-first.ts';

/** Remotes load from stable same-origin paths; the edge worker points each at its current release. */
export default defineConfig({
  plugins: [
    react(),
    paintFirst(),
    federation({
      name: 'shell',
      remotes: Object.fromEntries(remoteNames.map((name) => [name, remoteEntryUrl(name)])),
      shared: sharedModules,
    }),
  ],
  build: federationBuild,
});
