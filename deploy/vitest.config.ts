import { defineConfig } from 'vitest/config';

// The deploy writes each worker's wrangler.deploy.json beside its wrangler.toml, and every test file deploys to its
// own fake account: one file at a time, so no file reads the configs another wrote for its account.
export default defineConfig({ test: { fileParallelism: false } });
