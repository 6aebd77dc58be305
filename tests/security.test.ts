import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hydrated, useBrowser } from './support/platform';

const browser = useBrowser();

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('security headers in a real browser', () => {
  it.each(['/', '/remote-ux-ui-design-jobs', '/post-job', '/about', '/blog', '/admin/login', '/no-such-page'])(
    '%s works under its Content-Security-Policy with no violation',
    async (path) => {
      const page = await browser.newPage();
      const violations = await watchViolations(page);
      const res = await page.goto(path);
      expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.locator('main h1, main h2').first().waitFor();
      expect(await violations()).toEqual([]);
    },
  );

  it('the post-job form validates without eval (zod runs jitless under the CSP)', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    await page.goto('/post-job');
    await hydrated(page);
    await page.getByRole('button', { name: 'Submit Job Posting' }).click();
    await page.getByText(/required/i).first().waitFor();
    expect(await violations()).toEqual([]);
  });

  it('refuses to let another site frame the admin sign-in page', async () => {
    const page = await browser.newPage();
    await page.goto('about:blank');
    await page.setContent(`<iframe id="f" src="${baseUrl}/admin/login"></iframe>`);
    await page.waitForTimeout(1_000);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const framedText = frame ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
    expect(framedText).not.toMatch(/sign in|password/i);
  });
});
