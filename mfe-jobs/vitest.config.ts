import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Component tests render the route table directly: no federation plugin, so nothing is shared or remote here. */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    unstubGlobals: true,
  },
});
