import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationBuild, releaseVersion, remoteBase, sharedModules } from '../shared/build/federation.ts';

export default defineConfig({
  base: remoteBase('jobs', releaseVersion(process.env)),
  plugins: [
    react(),
    federation({
      name: 'jobs',
      filename: 'remoteEntry.js',
      // The shell adds the stylesheets the page does not already carry (shell/src/features/remotes/remote-styles.ts).
      exposes: { './routes': { import: './src/routes.tsx', dontAppendStylesToHead: true } },
      shared: sharedModules,
    }),
  ],
  build: { ...federationBuild, rollupOptions: { input: 'src/routes.tsx' } },
});
