import { mergeConfig } from 'vitest/config';
import base from './vitest.config.mts';

/** The worker's bench harnesses (test/bench/, run by `npm run bench`): the tests' platform, other files. */
export default mergeConfig(base, { test: { include: ['test/bench/**/*.bench-test.ts'] } });
