/** Reading the job board as a visitor does: listings, job cards and the endless list, by their roles and texts. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { admin, baseUrl } from './platform';

/** The category's own listing (search and Show More), named by its visually hidden heading. */
export function mainListing(page: Page, categoryName: string): Locator {
  return page.getByRole('region', { name: `${categoryName} jobs`, exact: true });
}

/** The endless list nested under the graphic, UX/UI and freelance listings. */
export function endlessList(page: Page, categoryName: string): Locator {
  return page.getByRole('region', { name: `Browse all ${categoryName} jobs`, exact: true });
}

export function jobCards(scope: Locator): Locator {
  return scope.getByRole('article');
}

/** A card's facts in order: location, type, posted-date text. */
export async function cardFacts(card: Locator): Promise<string[]> {
  return card.getByRole('list', { name: 'Details' }).getByRole('listitem').allTextContents();
}

export async function cardTitles(scope: Locator): Promise<string[]> {
  return (await jobCards(scope).getByRole('heading').allTextContents()).map((title) => title.trim());
}

/**
 * Waits until a list that is not loading settles: a page arrived, or an end, empty or error text shows. The list's end
 * (an island) may have nothing to show, and no size, when its last page is in: it is there, not necessarily visible.
 */
export async function settled(scope: Locator): Promise<void> {
  await scope.locator('[aria-busy="false"]').waitFor({ state: 'attached' });
}

/**
 * Scrolls the endless list to its end the way a visitor does: bring the last card to the top of the view, wait for the next page
 * (more cards) or "No more jobs to load", and again. Returns how many scrolls it took.
 */
export async function scrollToEnd(list: Locator, maxScrolls = 50): Promise<number> {
  const cards = jobCards(list);
  const end = list.getByText('No more jobs to load', { exact: true });
  for (let scrolls = 0; scrolls < maxScrolls; scrolls++) {
    await settled(list);
    if (await end.isVisible()) return scrolls;
    const shown = await cards.count();
    // To the top of the viewport, so what follows the last card (where the next page appears) is in view too.
    await cards.last().evaluate((card) => card.scrollIntoView({ block: 'start' }));
    await cards.nth(shown).or(end).first().waitFor();
  }
  throw new Error(`The endless list did not end after ${maxScrolls} scrolls`);
}

/** Signs the test administrator in through the login page; resolves on the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  // Scoped to the page's main area: the newsletter bar has an email field too.
  const form = page.getByRole('main');
  await form.getByLabel('Email', { exact: true }).fill(admin.email);
  await form.getByLabel('Password', { exact: true }).fill(admin.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/**
 * The job link behind a View Job `href`, once it is checked to be the redirect page with the link in `url` and a
 * signature the worker accepts (asked of `/api/redirect`, as the redirect page does) in `sig`.
 */
export async function signedRedirectTarget(href: string | null): Promise<string> {
  const target = new URL(href ?? '', baseUrl);
  expect(target.origin + target.pathname).toBe(`${baseUrl}/redirect`);
  const url = target.searchParams.get('url');
  const sig = target.searchParams.get('sig');
  expect(url).toMatch(/^https?:\/\//);
  expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const res = await fetch(`${baseUrl}/api/redirect?${new URLSearchParams({ url: url!, sig: sig! })}`);
  expect(await res.json()).toEqual({ signed: true });
  return url!;
}
