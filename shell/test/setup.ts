import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only when vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
