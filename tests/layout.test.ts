import { categories } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { hydrated, phone, useBrowser } from './support/platform';

const browser = useBrowser();
const menuCategories = categories.filter((c) => c.inMenu);

describe('layout', () => {
  it('lists the nine category pages under Categories, the UX/UI link going to /remote-ux-ui-design-jobs', async () => {
    const page = await browser.open('/about');
    const header = page.getByRole('banner');
    await header.locator('summary', { hasText: 'Categories' }).click();
    expect(menuCategories).toHaveLength(9);
    for (const category of menuCategories) {
      const link = header.locator(`a[href="${category.path}"]`);
      await link.first().waitFor({ state: 'visible' });
    }
    const uxUi = header.getByRole('link', { name: /ux\/ui/i });
    expect(await uxUi.getAttribute('href')).toBe('/remote-ux-ui-design-jobs');
    await header.getByRole('link', { name: 'Post a Job' }).waitFor();
  });

  it('shows the current year in the footer', async () => {
    const page = await browser.open('/about');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    expect(await footer.textContent()).toContain(String(new Date().getFullYear()));
    for (const path of ['/about', '/blog', '/privacy', '/terms']) {
      expect(await footer.locator(`a[href="${path}"]`).count()).toBeGreaterThan(0);
    }
  });

  it('shows the newsletter bar, closes it in place, and later pages arrive from the edge without it', async () => {
    const page = await browser.open('/');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.waitFor();
    expect(await page.locator('input[type="email"]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Close newsletter' }).click();
    await subscribe.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');
    // The page's own request, with the cookie the click set: the bar is not in the HTML, so it never shows at all.
    for (const path of ['/', '/about', '/remote-game-design-jobs']) {
      expect(await (await page.request.get(path)).text()).not.toContain('Close newsletter');
    }
    await page.reload();
    await hydrated(page);
    await page.getByRole('heading', { name: 'Find Your Next Remote Design Job' }).waitFor();
    expect(await page.locator('.shell-newsletter').count()).toBe(0);
  });

  it('opens the menu with the toggle on a 390 px wide screen', async () => {
    const page = await browser.open('/about', { viewport: phone });
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: /menu/i });
    await toggle.waitFor();
    const postJob = header.getByRole('link', { name: 'Post a Job' });
    expect(await postJob.isVisible()).toBe(false);
    await toggle.click();
    await postJob.waitFor({ state: 'visible' });
    expect(await page.locator('#shell-nav').evaluate((nav) => nav.matches(':popover-open'))).toBe(true);
  });

  it('hides the menu toggle on a desktop screen', async () => {
    const page = await browser.open('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Post a Job' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('banner').getByRole('button', { name: /menu/i }).isVisible()).toBe(false);
  });
});
