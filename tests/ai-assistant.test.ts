import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/platform';

/**
 * The AI assistant through the whole platform: the browser calls the gateway, whose production client calls the
 * AI sandbox the test platform started (it answers deterministic text that follows the request).
 */
const browser = useBrowser();

async function openEditor(): Promise<Page> {
  const page = await browser.signedInPage();
  await page.goto('/admin/blog/new');
  // The admin's pages render in the browser only: the editor's surface appears once the app runs and Quill loaded.
  await page.locator('.ql-editor').waitFor({ timeout: 30_000 });
  return page;
}

/** Records the preview's text length each time it changes while the assistant is still busy. */
async function watchPreview(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { partials: number[] };
    w.partials = [];
    new MutationObserver(() => {
      const region = document.querySelector('.admin-ai-preview');
      const length = region?.textContent?.length ?? 0;
      if (region?.getAttribute('aria-busy') === 'true' && length > 0 && w.partials.at(-1) !== length) w.partials.push(length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { partials: number[] }).partials);
}

describe('Generate with AI on an SEO card', () => {
  it('asks for keywords first, then fills title and description within their limits and marks the card changed', async () => {
    const page = await browser.signedInPage();
    await page.goto('/admin/seo');
    await hydrated(page);
    await page.getByRole('button', { name: 'Scan Pages' }).click();
    const about = page.locator('section.admin-seo-card').filter({ has: page.getByRole('heading', { name: '/about', exact: true }) });
    await about.getByLabel('Keywords (comma-separated)').fill('');
    await about.getByRole('button', { name: 'Generate with AI' }).click();
    await about.getByText('Please add keywords first').waitFor();

    await about.getByLabel('Keywords (comma-separated)').fill('remote design jobs, about us');
    await about.getByRole('button', { name: 'Generate with AI' }).click();
    await about.getByRole('button', { name: 'Generating...' }).waitFor({ state: 'detached' });
    await expect.poll(() => about.getByLabel('Title').inputValue()).toMatch(/ \| Remote Design Jobs$/);
    expect(await about.getByRole('button', { name: 'Save Changes' }).isEnabled()).toBe(true);
    const title = await about.getByLabel('Title').inputValue();
    const description = await about.getByLabel('Description').inputValue();
    expect(title.length).toBeGreaterThanOrEqual(50);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toMatch(/ \| Remote Design Jobs$/);
    expect(description.length).toBeGreaterThanOrEqual(150);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(title.toLowerCase()).toContain('remote design jobs');
  });
});

describe('the AI Content Assistant in the post editor', () => {
  it('needs a keyword, streams a post into the preview as it is written, and inserts it into the editor', async () => {
    const page = await openEditor();
    const assistant = page.locator('section').filter({ has: page.getByRole('heading', { name: 'AI Content Assistant' }) });
    await assistant.getByRole('button', { name: 'Generate Content' }).click();
    await assistant.getByText('Please enter a primary keyword').waitFor();

    await assistant.getByLabel('Primary Keyword').fill('remote portfolio');
    await assistant.getByLabel('Tone').selectOption('professional');
    const partials = await watchPreview(page);
    await assistant.getByRole('button', { name: 'Generate Content' }).click();
    const insert = assistant.getByRole('button', { name: 'Insert into Editor' });
    await insert.waitFor();
    // Progress: the text grew in the preview while the answer was still arriving.
    expect((await partials()).length).toBeGreaterThanOrEqual(2);
    expect(await assistant.getByRole('region', { name: 'Preview' }).textContent()).toMatch(/remote portfolio/i);
    await insert.click();
    const editor = page.locator('.ql-editor');
    await expect.poll(() => editor.locator('h2').count()).toBeGreaterThanOrEqual(4);
    expect((await editor.textContent())?.toLowerCase()).toContain('remote portfolio');

    await assistant.getByLabel('Modification Instructions').fill('Make it friendlier');
    await assistant.getByRole('button', { name: 'Modify Content' }).click();
    await insert.waitFor();
    expect(await assistant.getByRole('region', { name: 'Preview' }).textContent()).toContain('Make it friendlier');
    await insert.click();
    await expect.poll(() => editor.textContent()).toContain('Make it friendlier');
  });

  it('finds external links (http(s) only), inserts only the selected ones, and clears the list', async () => {
    const page = await openEditor();
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Remote designers build portfolios that show their process and results.');
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'External Links' }) });
    await section.getByRole('button', { name: 'Find Links' }).click();
    const list = section.getByRole('list', { name: 'Suggested links' });
    await list.waitFor();
    const hrefs = await list.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => /^https?:\/\//.test(href))).toBe(true);
    const insert = section.getByRole('button', { name: 'Insert Selected Links' });
    expect(await insert.isDisabled()).toBe(true);
    await list.getByRole('checkbox').first().check();
    expect(await insert.isDisabled()).toBe(false);
    await insert.click();
    await list.waitFor({ state: 'detached' });
    expect(await page.locator(`.ql-editor a[href="${hrefs[0]}"]`).count()).toBe(1);
    expect(await page.locator(`.ql-editor a[href="${hrefs[1]}"]`).count()).toBe(0);
  });
});
