import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* waits up to 1 s by default: on a loaded 2-core CI machine a render and a stubbed fetch took longer (seen
// once). A generous wait changes nothing when things are fast and fails only when something never appears.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library cleans up by itself only when vitest globals are on; they are off here.
afterEach(cleanup);

// Spies (`vi.spyOn`) go back to the real function after each test, as stubbed globals do (`unstubGlobals`).
afterEach(() => {
  vi.restoreAllMocks();
});
