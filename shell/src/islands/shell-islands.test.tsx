import { islandNameParts } from '@rdj/shared/islands';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { islandsIn, renderEdgePage, type EdgeRender } from '../../test/edge-page';
import { json, stubFetch } from '../../test/fetch-stub';
import { hydrateIslands } from '../../../shared/test/support/hydrate-islands';
import { shellIslands } from './shell-islands';

/** A signed-in administrator: the session-links island hydrates only for a visitor with the hint cookie. */
function signIn() {
  document.cookie = 'rdj_session=1; path=/';
  stubFetch({ 'GET /api/auth/user': () => json({ user: { id: 'u1', email: 'admin@example.com' } }) });
}

/**
 * Renders `location` at the edge, then hydrates each of its islands through the one `hydrateIsland`, with the code
 * the shell's list loads: a script island starts, a component hydrates on a root of its own with the props the edge
 * wrote. Returns what was logged and React's reports of hydrations it had to redo.
 */
async function hydratePage(location: string, render: EdgeRender = {}) {
  const root = renderEdgePage(location, render);
  const logged = vi.spyOn(console, 'error');
  onTestFinished(() => logged.mockRestore());
  const { recoverable } = await hydrateIslands(root, (name) => {
    const { owner, island } = islandNameParts(name)!;
    expect(owner).toBe('shell');
    return shellIslands[island as keyof typeof shellIslands]!();
  });
  return { root, logged: logged.mock.calls, recoverable: recoverable.mock.calls };
}

describe('the shell’s islands hydrate on the HTML the edge rendered', () => {
  it.each([
    ['/about', {}],
    ['/remote-ux-ui-design-jobs?q=figma', {}],
    ['/subscribe', { form: { values: { email: 'nope' }, errors: { email: 'Enter a valid email address' } } }],
    ['/no-such-page', { newsletterClosed: true }],
  ] as [string, EdgeRender][])('hydrates every island of %s without a mismatch', async (location, render) => {
    signIn();
    const { root, logged, recoverable } = await hydratePage(location, render);
    expect(islandsIn(root).length).toBeGreaterThan(0);
    expect(recoverable).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('lists every island the shell renders, so each one can hydrate', () => {
    const root = renderEdgePage('/about');
    const names = islandsIn(root).map((island) => islandNameParts(island.name ?? '')?.island);
    expect(names).toEqual(['session-links', 'newsletter-form', 'newsletter-close']);
    expect(Object.keys(shellIslands).sort()).toEqual([...names].sort());
  });

  it('answers in place once hydrated: the session links appear and × hides the bar', async () => {
    signIn();
    await hydratePage('/about');
    const header = screen.getByRole('banner');
    expect((await within(header).findByRole('link', { name: 'Admin Dashboard' })).getAttribute('href')).toBe('/admin/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Close newsletter' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(document.cookie).toContain('rdj_newsletter_closed=1');
  });
});
