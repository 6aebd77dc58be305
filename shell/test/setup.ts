import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* waits up to 1 s by default: on a loaded 2-core CI machine a render and a stubbed fetch took longer (seen
// once). A generous wait changes nothing when things are fast and fails only when something never appears.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library cleans up by itself only when vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
