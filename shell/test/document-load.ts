import { onTestFinished, vi } from 'vitest';

/** Stands in for the browser leaving the page for a document the edge renders: `location.assign()`. */
export function stubDocumentLoads() {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  onTestFinished(() => assign.mockRestore());
  return { assign };
}
