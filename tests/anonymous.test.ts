import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/platform';

const browser = useBrowser();

describe('an anonymous visitor', () => {
  it.each(['/', '/remote-ux-ui-design-jobs', '/post-job', '/about', '/blog', '/terms'])(
    'loads %s with no failed request and no console error',
    async (path) => {
      const page = await browser.newPage();
      const failed: string[] = [];
      const consoleErrors: string[] = [];
      page.on('response', (res) => res.status() >= 400 && failed.push(`${res.status()} ${res.url()}`));
      page.on('requestfailed', (req) => failed.push(`failed ${req.url()}`));
      page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
      expect(failed).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
  );
});
