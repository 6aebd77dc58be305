import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { kvGet, kvPut, useBrowser } from './support/platform';

const browser = useBrowser();
const pointer = 'remote:blog';
let release: string;

beforeAll(async () => {
  const current = await kvGet(pointer);
  if (!current) throw new Error(`${pointer} is not set: the platform was started without remote pointers`);
  release = current;
});

afterEach(async () => {
  await kvPut(pointer, release);
});

const blogHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /blog/i });

/** The failure shows inside the layout: header and footer stay, a Retry button replaces the remote. */
async function expectFailureInLayout(page: Page) {
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await page.getByRole('banner').waitFor();
  await page.getByRole('contentinfo').waitFor();
  expect(await blogHeading(page).count()).toBe(0);
}

describe('a broken remote', () => {
  it('shows a failure with Retry when its pointer names a missing release, and recovers once fixed', async () => {
    await kvPut(pointer, 'missing-release');
    const page = await browser.open('/blog');
    await expectFailureInLayout(page);

    const home = await browser.open('/');
    await home.getByRole('heading', { name: 'Find Your Next Remote Design Job' }).waitFor();

    await kvPut(pointer, release);
    await page.getByRole('button', { name: 'Retry' }).click();
    await blogHeading(page).waitFor();
  });

  it('shows a failure with Retry when its files cannot be fetched, and recovers when the network is back', async () => {
    const page = await browser.newPage({
      prepare: (context) => context.route('**/mfe/blog/**', (route) => route.abort()),
    });
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await expectFailureInLayout(page);

    await page.context().unroute('**/mfe/blog/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await blogHeading(page).waitFor();
  });
});
