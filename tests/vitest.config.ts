import { defineConfig } from 'vitest/config';

/**
 * Browser tests drive Chromium against one running platform (scripts/test.mjs starts it and sets BASE_URL):
 * files run one after another because several change shared state (postings, counters).
 */
export default defineConfig({
  test: {
    // Vitest sets BASE_URL to Vite's public base ('/') in the test process; keep the platform's address instead.
    env: { BASE_URL: process.env.BASE_URL ?? '' },
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
