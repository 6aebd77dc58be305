import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adminHeaders } from './support/admin-api';
import { readHead } from './support/html';
import { baseUrl, hydrated, useBrowser } from './support/platform';
import { sitemapSchema, xmllint } from './support/xmllint';

const browser = useBrowser();

async function openSeoManager(): Promise<Page> {
  const page = await browser.signedInPage();
  await page.goto('/admin/seo');
  await hydrated(page);
  await page.getByRole('button', { name: 'Scan Pages' }).click();
  return page;
}

/**
 * Presses the card's Save Changes and waits for the save's own answer, then for the card to read No Changes again. The
 * flash "Saved successfully!" is no sign of this save: a save's flash stays 3 s, so the previous save's may still be
 * showing when this one starts.
 */
async function saveCard(page: Page, card: Locator): Promise<void> {
  const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/seo/pages' && res.request().method() === 'PUT');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).status()).toBe(200);
  await card.getByText('Saved successfully!').waitFor();
  await card.getByRole('button', { name: 'No Changes' }).waitFor();
}

/** The card of one of the 17 pages, found by its path heading. */
function card(page: Page, path: string): Locator {
  return page.locator('section.admin-seo-card').filter({ has: page.getByRole('heading', { name: path, exact: true }) });
}

const rawHtml = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();
const robotsTxt = async () => (await fetch(`${baseUrl}/robots.txt`)).text();

afterAll(async () => {
  // Later files read /terms and robots.txt as the fixtures leave them.
  const headers = { ...(await adminHeaders()), 'Content-Type': 'application/json' };
  const reset = { path: '/terms', title: '', description: '', keywords: '', canonical: '', noindex: false };
  expect((await fetch(`${baseUrl}/api/admin/seo/pages`, { method: 'PUT', headers, body: JSON.stringify(reset) })).status).toBe(200);
  const text = (await (await fetch(`${baseUrl}/api/admin/robots`, { headers })).json()) as { text: string };
  expect(text.text).not.toContain('Disallow: /terms');
});

describe('the SEO manager', () => {
  it('saves a card (No Changes, Saving..., Saved successfully!) and the page’s HTML carries it on the next request', async () => {
    const page = await openSeoManager();
    const terms = card(page, '/terms');
    const save = terms.getByRole('button', { name: 'No Changes' });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    const title = 'Terms of Service for remote designers and hiring teams';
    await terms.getByLabel('Title').fill(title);
    await terms.getByText(`${title.length}/60`, { exact: false }).waitFor();
    await terms.getByLabel('Description').fill('The rules of using Remote Design Jobs.');
    await terms.getByRole('button', { name: 'Save Changes' }).click();
    await terms.getByText('Saved successfully!').waitFor();
    await terms.getByRole('button', { name: 'No Changes' }).waitFor();

    const head = readHead(await rawHtml('/terms'));
    expect(head.title).toBe(title);
    expect(head.meta.description).toBe('The rules of using Remote Design Jobs.');
  });

  it('unchecking Include in Sitemap warns, marks the page noindex and adds its Disallow line; checking it removes both', async () => {
    const page = await openSeoManager();
    const terms = card(page, '/terms');
    const include = terms.getByLabel('Include in Sitemap');
    await include.uncheck();
    await terms.getByText('This page will be marked as no-index in robots.txt').waitFor();
    await saveCard(page, terms);
    expect(await robotsTxt()).toMatch(/User-agent: \*[\s\S]*Disallow: \/terms\n/);
    expect(readHead(await rawHtml('/terms')).meta.robots).toBe('noindex, nofollow');

    await include.check();
    await saveCard(page, terms);
    expect(await robotsTxt()).not.toContain('Disallow: /terms');
    expect(readHead(await rawHtml('/terms')).meta.robots).toBeUndefined();
  });
});

describe('the robots.txt manager', () => {
  it('saves the text (Saving..., Saved successfully!) and /robots.txt serves it', async () => {
    const page = await browser.signedInPage();
    await page.goto('/admin/dashboard');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Robots.txt Manager' }).click();
    const text = page.getByRole('textbox', { name: 'robots.txt' });
    await expect.poll(() => text.inputValue()).toContain('User-agent: *');
    const before = await text.inputValue();
    await text.fill(`${before.trimEnd()}\n# saved by the browser test\n`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
    expect(await robotsTxt()).toContain('# saved by the browser test');
    await text.fill(before);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
  });
});

describe('the sitemap manager', () => {
  it('generates a new sitemap that is valid against the sitemaps.org schema', async () => {
    const page = await openSeoManager();
    await page.getByRole('button', { name: 'Manage Sitemap' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/pages? will be included/i).waitFor();
    await dialog.getByRole('button', { name: 'Generate New Sitemap' }).click();
    await dialog.getByText(/Sitemap generated/i).waitFor();
    const xml = await rawHtml('/sitemap.xml');
    expect(xml).toContain(`<loc>${baseUrl}/blog</loc>`);
    const verdict = await xmllint(xml, sitemapSchema);
    expect(verdict.output).toContain('validates');
  });

  it('refuses a file that is not XML and one without a urlset, then uploads a good one that /sitemap.xml serves', async () => {
    const page = await openSeoManager();
    await page.getByRole('button', { name: 'Manage Sitemap' }).click();
    const dialog = page.getByRole('dialog');
    const file = dialog.getByLabel(/Sitemap file/);
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByText('Please upload an XML file').waitFor();
    await file.setInputFiles({ name: 'bad.xml', mimeType: 'application/xml', buffer: Buffer.from('<?xml version="1.0"?><feed/>') });
    await dialog.getByText('Invalid sitemap format').waitFor();

    const good = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${baseUrl}/uploaded-by-test</loc></url></urlset>\n`;
    await file.setInputFiles({ name: 'sitemap.xml', mimeType: 'application/xml', buffer: Buffer.from(good) });
    await dialog.getByLabel('Sitemap preview').getByText('uploaded-by-test', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Upload Sitemap' }).click();
    await expect.poll(() => rawHtml('/sitemap.xml')).toBe(good);

    // Generating again replaces the upload, so later files see the site's own sitemap.
    await dialog.getByRole('button', { name: 'Generate New Sitemap' }).click();
    await dialog.getByText(/Sitemap generated/i).waitFor();
    expect(await rawHtml('/sitemap.xml')).not.toContain('uploaded-by-test');
  });
});
