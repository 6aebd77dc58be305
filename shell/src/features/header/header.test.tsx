import { categories } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEdgePage } from '../../../test/edge-page';
import { stubFetch } from '../../../test/fetch-stub';
import { recordFollowedLinks } from '../../../test/followed-links';
import { renderApp } from '../../../test/render-app';

const header = () => screen.getByRole('banner');
const categoriesSummary = () => within(header()).getByText('Categories').closest('summary')!;
const categoriesMenu = () => categoriesSummary().parentElement as HTMLDetailsElement;
const location = () => screen.getByTestId('location').textContent;

/** The admin's app at one of its pages, its remote loaded. */
async function renderAdmin() {
  stubFetch();
  renderApp('/admin/dashboard');
  await screen.findByText('admin remote at /admin/dashboard');
}

describe('the header of a public page (rendered at the edge, no script)', () => {
  it('links the logo home and Post a Job to the form', () => {
    renderEdgePage('/about');
    expect(within(header()).getByRole('link', { name: 'Remote Design Jobs' }).getAttribute('href')).toBe('/');
    expect(within(header()).getByRole('link', { name: 'Post a Job' }).getAttribute('href')).toBe('/post-job');
  });

  it('makes Categories a closed details disclosure, which the browser opens itself', () => {
    renderEdgePage('/about');
    expect(categoriesMenu().tagName).toBe('DETAILS');
    expect(categoriesMenu().open).toBe(false);
  });

  it('lists the nine menu categories, the UX/UI link on /remote-ux-ui-design-jobs', () => {
    renderEdgePage('/about');
    const links = within(categoriesMenu().querySelector('ul')!).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.textContent)).toEqual(categories.filter((c) => c.inMenu).map((c) => c.name));
    expect(links).toHaveLength(9);
    expect(links.find((a) => a.textContent === 'UX/UI Design')?.getAttribute('href')).toBe('/remote-ux-ui-design-jobs');
    expect(links.find((a) => a.textContent === 'Piping Design')).toBeUndefined();
  });

  it('opens the navigation with the menu button as a popover of its own, which needs no script', () => {
    renderEdgePage('/about');
    const toggle = within(header()).getByRole('button', { name: 'Menu' });
    const nav = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(nav.tagName).toBe('NAV');
    expect(nav.getAttribute('popover')).toBe('auto');
  });
});

describe('categories dropdown in the admin’s app', () => {
  it('opens and closes on its summary', async () => {
    await renderAdmin();
    await userEvent.click(categoriesSummary());
    expect(categoriesMenu().open).toBe(true);
    await userEvent.click(categoriesSummary());
    expect(categoriesMenu().open).toBe(false);
  });

  it('works from the keyboard: arrows move through links, Escape closes and returns focus (Enter is the browser’s: tests/html-first.test.ts)', async () => {
    await renderAdmin();
    const summary = categoriesSummary();
    summary.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(categoriesMenu().open).toBe(true);
    expect(document.activeElement?.textContent).toBe('Graphic Design');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('UX/UI Design');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Architectural Design');
    await userEvent.keyboard('{Escape}');
    expect(categoriesMenu().open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('closes when a category is chosen, whose page the browser loads as a document the edge renders', async () => {
    await renderAdmin();
    await userEvent.click(categoriesSummary());
    const followed = recordFollowedLinks();
    await userEvent.click(within(header()).getByRole('link', { name: 'Game Design' }));
    expect(followed).toEqual(['/remote-game-design-jobs']);
    expect(categoriesMenu().open).toBe(false);
  });

  it('closes on a move between the admin’s pages, not only on its own links', async () => {
    await renderAdmin();
    await userEvent.click(categoriesSummary());
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Posts' }));
    expect(location()).toBe('/admin/posts');
    expect(categoriesMenu().open).toBe(false);
  });
});

describe('the narrow screens’ menu in the admin’s app', () => {
  it('closes the open panel on a move between the admin’s pages', async () => {
    await renderAdmin();
    const nav = document.getElementById(within(header()).getByRole('button', { name: 'Menu' }).getAttribute('popovertarget')!)!;
    let open = true;
    // happy-dom has no popovers: stand in for the browser's open state and hidePopover().
    Object.assign(nav, { hidePopover: () => (open = false) });
    const matches = nav.matches.bind(nav);
    nav.matches = (selector: string) => (selector === ':popover-open' ? open : matches(selector));
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Posts' }));
    expect(location()).toBe('/admin/posts');
    expect(open).toBe(false);
  });
});
