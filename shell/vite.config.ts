import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationBuild, sharedModules } from '../shared/build/federation.ts';

/** Remotes load from stable same-origin paths; the edge worker points each at its current release. */
export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {
        jobs: '/mfe/jobs/remoteEntry.js',
        blog: '/mfe/blog/remoteEntry.js',
        admin: '/mfe/admin/remoteEntry.js',
      },
      shared: sharedModules,
    }),
  ],
  build: federationBuild,
});
