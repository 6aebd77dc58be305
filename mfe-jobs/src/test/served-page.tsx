import { remoteDataElementId } from '@rdj/shared';
import { act } from '@testing-library/react';
import { Fragment, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from '@rdj/router';
import { vi } from 'vitest';
import type { FakeAnswer } from '../page-data/test/fake-api';

/**
 * Test support for hydration: what the browser gets from the edge (the server's HTML of a page and its data beside
 * it) and the shell's way of hydrating it. Call `vi.resetModules()` before each test: the routes read the page's data
 * once, when their module loads. The same steps as src/hydration.test.tsx.
 */

export async function servedPage(path: string, answers: Record<string, FakeAnswer>) {
  const { loadPage } = await import('../page-data/test/fake-api');
  const { page } = await loadPage(path, answers);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = remoteDataElementId('jobs');
  script.textContent = JSON.stringify(page).replace(/</g, '\\u003c');
  const container = document.createElement('div');
  document.body.append(container, script);
  const { renderPageToString } = await import('./render-page');
  container.innerHTML = renderPageToString(page);
  return { container, serverHtml: container.innerHTML };
}

/** Beside siblings that render nothing here, as inside the shell's layout (what changes `useId`'s ids). */
function ShellSlot({ children }: { children: ReactNode }) {
  return (
    <>
      {null}
      <Fragment>{children}</Fragment>
      {null}
    </>
  );
}

/** Hydrates the routes as the shell does: no data prop, its own router at `path`. Unmount the root after the test. */
export async function hydrate(container: HTMLElement, path: string): Promise<{ root: Root; onRecoverableError: ReturnType<typeof vi.fn>; consoleError: ReturnType<typeof vi.spyOn> }> {
  const { default: JobsRoutes } = await import('../routes');
  const onRecoverableError = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={[path]}>
        <ShellSlot>
          <JobsRoutes />
        </ShellSlot>
      </MemoryRouter>,
      { onRecoverableError },
    );
  });
  return { root: root!, onRecoverableError, consoleError };
}
