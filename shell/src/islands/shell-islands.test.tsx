import { islandNameParts } from '@rdj/shared/islands';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { islandsIn, renderEdgePage, type EdgeRender } from '../../test/edge-page';
import { json, stubFetch } from '../../test/fetch-stub';
import { shellIslands } from './shell-islands';

/** A signed-in administrator: the session-links island hydrates only for a visitor with the hint cookie. */
function signIn() {
  document.cookie = 'rdj_session=1; path=/';
  stubFetch({ 'GET /api/auth/user': () => json({ user: { id: 'u1', email: 'admin@example.com' } }) });
}

/**
 * Renders `location` at the edge, then hydrates each of its islands as the browser does (shell/src/islands/hydrate.tsx):
 * on a root of its own, its component from the shell's list, with the props the edge wrote. Returns what React
 * reported as recoverable (a mismatch it had to render again) and what it logged.
 */
async function hydratePage(location: string, render: EdgeRender = {}) {
  const root = renderEdgePage(location, render);
  const recoverable: unknown[] = [];
  const logged = vi.spyOn(console, 'error');
  onTestFinished(() => logged.mockRestore());
  const roots: Root[] = [];
  for (const island of islandsIn(root)) {
    const parts = islandNameParts(island.name ?? '');
    expect(parts?.owner).toBe('shell');
    const Component = await shellIslands[parts!.island]!();
    const props = JSON.parse(island.element.dataset.props!) as object;
    await act(async () => {
      roots.push(hydrateRoot(island.element, <StrictMode><Component {...props} /></StrictMode>, { onRecoverableError: (error) => recoverable.push(error) }));
    });
  }
  onTestFinished(() => act(() => roots.forEach((hydrated) => hydrated.unmount())));
  return { root, recoverable, logged: logged.mock.calls };
}

describe('the shell’s islands hydrate on the HTML the edge rendered', () => {
  it.each([
    ['/about', {}],
    ['/remote-ux-ui-design-jobs?q=figma', {}],
    ['/subscribe', { form: { values: { email: 'nope' }, errors: { email: 'Enter a valid email address' } } }],
    ['/no-such-page', { newsletterClosed: true }],
  ] as [string, EdgeRender][])('hydrates every island of %s without a mismatch', async (location, render) => {
    signIn();
    const { root, recoverable, logged } = await hydratePage(location, render);
    expect(islandsIn(root).length).toBeGreaterThan(0);
    expect(recoverable).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('lists every island the shell renders, so each one can hydrate', () => {
    const root = renderEdgePage('/about');
    const names = islandsIn(root).map((island) => islandNameParts(island.name ?? '')?.island);
    expect(names).toEqual(['session-links', 'newsletter-bar']);
    expect(Object.keys(shellIslands).sort()).toEqual([...names].sort());
  });

  it('answers in place once hydrated: the session links appear and × hides the bar', async () => {
    signIn();
    await hydratePage('/about');
    const header = screen.getByRole('banner');
    expect((await within(header).findByRole('link', { name: 'Admin Dashboard' })).getAttribute('href')).toBe('/admin/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Close newsletter' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.cookie).toContain('rdj_newsletter_closed=1');
  });
});
