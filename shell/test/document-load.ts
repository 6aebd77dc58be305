import { onTestFinished, vi } from 'vitest';

/**
 * Stands in for the browser leaving the page for a document the edge renders: `location.reload()` (the admin's app
 * handing a public address to the edge) and `location.assign()` (an island going to another page).
 */
export function stubDocumentLoads() {
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  onTestFinished(() => {
    reload.mockRestore();
    assign.mockRestore();
  });
  return { reload, assign };
}
