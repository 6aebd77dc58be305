import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const stub = (file: string) => fileURLToPath(new URL(`./test/stubs/${file}`, import.meta.url));

/**
 * Component tests without the federation plugin: the admin remote's `./routes` (the one remote the browser renders
 * whole) is a stub component, and the federation runtime is a stub that fetches the remote's entry through `fetch`
 * (which each test answers) before handing out that stub.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      'admin/routes': stub('admin-routes.tsx'),
      'virtual:__federation__': stub('federation-runtime.ts'),
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    unstubGlobals: true,
  },
});
