import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationBuild, releaseVersion, remoteBase, sharedModules } from '../shared/build/federation.ts';

export default defineConfig({
  base: remoteBase('blog', releaseVersion(process.env)),
  plugins: [
    react(),
    federation({
      name: 'blog',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.tsx' },
      shared: sharedModules,
    }),
  ],
  build: { ...federationBuild, rollupOptions: { input: 'src/routes.tsx' } },
});
