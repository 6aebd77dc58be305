import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminHeaders } from './support/admin-api';
import { readHead } from './support/html';
import { baseUrl, hydrated, useBrowser } from './support/platform';
import { openEditor, postIdOf, slugOf, smallJpeg, uniqueTitle, useWrittenPosts } from './support/post-editor';

const browser = useBrowser();

const written = useWrittenPosts();

/** How long the image upload is held on its way, as a slow network would: the click comes well before it answers. */
const slowUploadMs = 2_000;

/** Holds every featured image upload `slowUploadMs`, then lets the real request through (`answer` continues it). */
async function slowUploads(page: Page, answer: (route: Route) => Promise<void> = (route) => route.continue()) {
  await page.route('**/api/admin/blog/images', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, slowUploadMs));
    await answer(route);
  });
}

/** The post saves the page sends (creates and updates), recorded as they leave. */
function postSaves(page: Page): Request[] {
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/admin\/blog\/posts(\/[^/]+)?$/.test(new URL(request.url()).pathname) && request.method() !== 'GET') saves.push(request);
  });
  return saves;
}

/** Fills what publishing needs but the image, chooses the image and clicks Publish Now at once. */
async function publishWhileUploading(page: Page, title: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Title *', { exact: true }).fill(title);
  await page.locator('.ql-editor').click();
  await page.keyboard.type('A post published while its image was still on its way.');
  await main.getByLabel('Featured Image Alt Text').fill('A blue card');
  await main.getByLabel(/^Read Time/).fill('2');
  await main.getByLabel('Status').selectOption('published');
  await main.locator('input[type=file]').setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg(page) });
  await main.getByRole('button', { name: 'Publish Now' }).click();
}

describe('Publish Now clicked while the featured image uploads', () => {
  it('waits for the slow upload, says it waits, then publishes the post once with its image', async () => {
    const page = await browser.signedInPage();
    await openEditor(page);
    await slowUploads(page);
    const saves = postSaves(page);
    const uploadAnswer = page.waitForResponse((res) => res.url().endsWith('/api/admin/blog/images'), { timeout: 30_000 });
    const title = uniqueTitle('Published while uploading');
    await publishWhileUploading(page, title);

    const main = page.getByRole('main');
    const waiting = main.getByRole('button', { name: 'Waiting for the image upload...' });
    await waiting.waitFor();
    expect(await waiting.getAttribute('aria-busy')).toBe('true');
    expect(await main.getByRole('status').filter({ hasText: 'once the image has uploaded' }).count()).toBe(1);
    expect(saves).toHaveLength(0);

    const { url: imagePath } = (await (await uploadAnswer).json()) as { url: string };
    await main.getByText('Post published successfully').waitFor();
    await page.waitForURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
    written.push(postIdOf(page));
    expect(saves.map((request) => request.method())).toEqual(['POST']);

    const headers = await adminHeaders();
    const { post } = (await (await fetch(`${baseUrl}/api/admin/blog/posts/${postIdOf(page)}`, { headers })).json()) as {
      post: { status: string; featuredImageUrl: string };
    };
    expect(post).toMatchObject({ status: 'published', featuredImageUrl: imagePath });
    const res = await fetch(`${baseUrl}/blog/${slugOf(title)}`);
    expect(res.status).toBe(200);
    expect(readHead(await res.text()).meta['og:image']).toBe(`${baseUrl}${imagePath}`);
  });

  it('publishes nothing when the upload fails, and says the featured image could not be uploaded', async () => {
    const page = await browser.signedInPage();
    await openEditor(page);
    await slowUploads(page, (route) => route.abort('failed'));
    const saves = postSaves(page);
    const title = uniqueTitle('Never published');
    await publishWhileUploading(page, title);

    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Waiting for the image upload...' }).waitFor();
    await main.getByText('The post was not published: the featured image could not be uploaded.').waitFor({ timeout: 30_000 });
    await main.getByText('The image could not be uploaded. Check your connection and try again.').waitFor();
    expect(await main.getByRole('button', { name: 'Publish Now' }).isEnabled()).toBe(true);
    expect(saves).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe('/admin/blog/new');
    expect((await fetch(`${baseUrl}/blog/${slugOf(title)}`)).status).toBe(404);
  });
});

/** Pastes `jpeg` into the content editor as a file from the clipboard, the way a copied image arrives. */
async function pasteImage(page: Page, jpeg: Buffer) {
  await page.locator('.ql-editor').click();
  await page.locator('.ql-editor').evaluate((editor, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([bytes], 'pasted.jpg', { type: 'image/jpeg' }));
    editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
  }, jpeg.toString('base64'));
}

describe("the inline editor's Save Changes clicked while a pasted image uploads", () => {
  it('waits for the slow upload, then saves the content with the image by its served address', async () => {
    const page = await browser.signedInPage();
    await page.goto('/admin/blog/inline-editor/new');
    await hydrated(page);
    await page.locator('.ql-editor').waitFor();
    await slowUploads(page);
    const saves = postSaves(page);
    const uploadAnswer = page.waitForResponse((res) => res.url().endsWith('/api/admin/blog/images'), { timeout: 30_000 });
    const main = page.getByRole('main');
    await main.getByLabel('Title *', { exact: true }).fill(uniqueTitle('Inline image'));
    await pasteImage(page, await smallJpeg(page));
    await main.getByRole('button', { name: 'Save Changes' }).click();

    await main.getByRole('button', { name: 'Waiting for the image upload...' }).waitFor();
    expect(saves).toHaveLength(0);
    const { url: imagePath } = (await (await uploadAnswer).json()) as { url: string };
    await main.getByText('Changes saved successfully').waitFor();
    await page.waitForURL(/\/admin\/blog\/inline-editor\/[0-9a-f-]{36}$/);
    written.push(postIdOf(page));
    expect(saves.map((request) => request.method())).toEqual(['POST']);

    const headers = await adminHeaders();
    const { post } = (await (await fetch(`${baseUrl}/api/admin/blog/posts/${postIdOf(page)}`, { headers })).json()) as {
      post: { content: string };
    };
    expect(post.content).toMatch(new RegExp(`<img src="${imagePath}"`));
  });
});
