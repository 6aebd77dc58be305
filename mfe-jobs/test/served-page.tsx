import { remoteDataElementId } from '@rdj/shared';
import { act } from '@testing-library/react';
import { Fragment, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate, type NavigateFunction } from '@rdj/router';
import { vi } from 'vitest';
import type { FakeAnswer } from './fake-api';
import type { JobsPageData } from '../src/page-data/types';

/**
 * Test support for hydration: what the browser gets from the edge (the server's HTML of a page and its data beside
 * it) and the shell's way of hydrating it. Call `vi.resetModules()` before each test: the routes read the page's data
 * once, when their module loads.
 */

/**
 * The server's HTML of `path` in the page's root and the data beside it, outside the root. `documentData` stands
 * for what the edge wrote, when a test is about other data.
 */
export async function servedPage(path: string, answers: Record<string, FakeAnswer>, documentData?: (page: JobsPageData) => unknown) {
  const { loadPage } = await import('./fake-api');
  const { page } = await loadPage(path, answers);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = remoteDataElementId('jobs');
  script.textContent = JSON.stringify(documentData ? documentData(page) : page).replace(/</g, '\\u003c');
  const container = document.createElement('div');
  document.body.append(container, script);
  // Loaded after the data is in the page, as the remote's entry is in the browser.
  const { renderPageToString } = await import('./render-page');
  container.innerHTML = renderPageToString(page);
  return { container, serverHtml: container.innerHTML };
}

/**
 * The routes deeper in the browser's tree than on the server, as in the shell: beside siblings that render nothing
 * here (the shell's layout), which is what changes the ids `useId` would make. Hands out the router's navigate.
 */
function ShellSlot({ children, onNavigate }: { children: ReactNode; onNavigate?: (navigate: NavigateFunction) => void }) {
  onNavigate?.(useNavigate());
  return (
    <>
      {null}
      <Fragment>{children}</Fragment>
      {null}
    </>
  );
}

/**
 * Hydrates the routes as the shell does: no data prop, its own router at `path`, nested. `onNavigate` receives the
 * router's navigate, to move within the app as the shell's links do. Unmount the root after the test.
 */
export async function hydrate(
  container: HTMLElement,
  path: string,
  onNavigate?: (navigate: NavigateFunction) => void,
): Promise<{ root: Root; onRecoverableError: ReturnType<typeof vi.fn>; consoleError: ReturnType<typeof vi.spyOn> }> {
  const { default: JobsRoutes } = await import('../src/routes');
  const onRecoverableError = vi.fn();
  // Silenced, and checked by the tests that expect a clean hydration: a mismatch would be reported here.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={[path]}>
        <ShellSlot onNavigate={onNavigate}>
          <JobsRoutes />
        </ShellSlot>
      </MemoryRouter>,
      { onRecoverableError },
    );
  });
  return { root: root!, onRecoverableError, consoleError };
}
