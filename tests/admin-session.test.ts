import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, useBrowser } from './support/platform';

const browser = useBrowser();

async function signIn(page: Page, password: string) {
  await page.goto('/admin/login');
  // Scoped to the page's main area: the newsletter bar has an email field too.
  const form = page.getByRole('main');
  await form.getByLabel('Email', { exact: true }).fill(admin.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

describe('admin session', () => {
  it('signs in to the dashboard, shows the admin links, and signs out back to the home page', async () => {
    const page = await browser.newPage();
    await signIn(page, admin.password);
    await page.waitForURL('**/admin/dashboard');
    const header = page.getByRole('banner');
    const dashboardLink = header.getByRole('link', { name: 'Admin Dashboard' });
    await dashboardLink.waitFor();
    expect(await dashboardLink.getAttribute('href')).toBe('/admin/dashboard');

    await header.getByText('Logout', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await dashboardLink.waitFor({ state: 'detached' });
    const user = await page.request.get('/api/auth/user');
    expect(user.status()).toBe(401);
  });

  it('shows "Invalid login credentials" for a wrong password and stays on the login page', async () => {
    const page = await browser.newPage();
    await signIn(page, `${admin.password}-wrong`);
    await page.getByText('Invalid login credentials').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
  });

  it('sends a visitor without a session from the dashboard to the login page', async () => {
    const page = await browser.open('/admin/dashboard');
    await page.waitForURL('**/admin/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });
});
