/** The post editor as the browser tests drive it: opening it, the images they choose, and the addresses of what they write. */
import type { Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { adminHeaders } from './admin-api';
import { baseUrl } from './platform';

/**
 * The ids of the posts a test file writes, deleted at the file's end: later files read /blog as the fixtures leave
 * it. Push each post's id as it is written.
 */
export function useWrittenPosts(): string[] {
  const written: string[] = [];
  afterAll(async () => {
    const headers = await adminHeaders();
    for (const id of written) {
      const res = await fetch(`${baseUrl}/api/admin/blog/posts/${id}`, { method: 'DELETE', headers });
      expect(res.status).toBe(204);
    }
  });
  return written;
}

/** Opens the post editor and waits until Quill has replaced "Loading editor...". */
export async function openEditor(page: Page, path = '/admin/blog/new'): Promise<void> {
  await page.goto(path);
  // The admin's pages render in the browser only: the editor's surface appears once the app runs and Quill loaded.
  await page.locator('.ql-editor').waitFor({ timeout: 30_000 });
  expect(await page.getByText('Loading editor...').count()).toBe(0);
}

/** A small JPEG drawn by the browser, for posts whose image is not what the test is about. */
export async function smallJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 315;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3355aa';
    context.fillRect(0, 0, 600, 315);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** A title no other run has used, so its slug is free. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}

/** The slug the server makes of a title (docs/data.md#blog-post). */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}-]/gu, '');

/** The post id at the end of the editor's address once a new post was saved. */
export const postIdOf = (page: Page) => page.url().split('/').pop()!;
