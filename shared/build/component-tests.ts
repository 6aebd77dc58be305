/**
 * What a microfrontend's component tests run in: happy-dom, the package's own setup file, and globals a test
 * stubs put back after it. Plain data like federation.ts, so each package keeps its own Vitest version.
 * The tests render the route table directly: no federation plugin, so nothing is shared or remote there.
 */
export function componentTests(setupFile = './test/setup.ts') {
  return { environment: 'happy-dom', setupFiles: [setupFile], unstubGlobals: true };
}
