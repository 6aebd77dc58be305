import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminHeaders } from './support/admin-api';
import { readHead, structuredData } from './support/html';
import { useBlogOfNinePosts } from './support/blog';
import { waitForHydration } from './support/islands';
import { baseUrl, hydrated, useBrowser } from './support/platform';
import { openEditor, postIdOf, slugOf, smallJpeg, uniqueTitle, useWrittenPosts } from './support/post-editor';

const browser = useBrowser();

const written = useWrittenPosts();

/** A 1 x 1 PNG, uploaded through the API like any featured image: pages that show it load it from the site. */
async function uploadedImage(headers: Record<string, string>): Promise<string> {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const res = await fetch(`${baseUrl}/api/admin/blog/images`, { method: 'POST', headers: { ...headers, 'Content-Type': 'image/png' }, body: png });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/** A photo-like JPEG drawn by the browser itself: noise at 2400 x 1600 weighs well over 2 MB. */
async function largeJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1600;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Words enough for the score's length check, with the keyword and an H2 typed through Quill's toolbar. */
async function writeContent(page: Page, keyword: string): Promise<void> {
  const editor = page.locator('.ql-editor');
  await editor.click();
  await page.keyboard.type(`Why ${keyword} matters`);
  const headers = page.locator('.ql-toolbar .ql-header').first();
  await headers.locator('.ql-picker-label').click();
  await headers.locator('.ql-picker-item[data-value="2"]').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const sentence = `Designers who work remotely write about ${keyword} and share what they learn with their teams every week. `;
  await page.keyboard.insertText(sentence.repeat(22));
}

describe('writing and publishing a post', () => {
  it('writes a post with a compressed, uploaded image, publishes it, and readers find it on /blog and its page', async () => {
    const page = await browser.signedInPage();
    await openEditor(page);
    const title = uniqueTitle('Remote portfolio reviews that work');
    const main = page.getByRole('main');
    await main.getByLabel('Title *', { exact: true }).fill(title);
    await main.getByLabel('Excerpt').fill('How remote teams review portfolios.');
    await writeContent(page, 'portfolio reviews');

    const jpeg = await largeJpeg(page);
    expect(jpeg.length).toBeGreaterThan(2_097_152);
    await main.locator('input[type=file]').setInputFiles({ name: 'desk.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const original = main.getByText(/^Original size: /);
    await original.waitFor();
    expect(await original.getAttribute('aria-invalid')).toBe('true');
    const compressed = main.getByText(/^Compressed size: /);
    await compressed.waitFor({ timeout: 30_000 });
    expect(Number(/([\d.]+) MB/.exec((await compressed.textContent()) ?? '')?.[1])).toBeLessThanOrEqual(2);
    const preview = main.locator('img.admin-blog-image-preview');
    await preview.waitFor({ timeout: 30_000 });
    const imagePath = new URL((await preview.getAttribute('src'))!, baseUrl).pathname;
    expect(imagePath).toMatch(/^\/blog-images\/[0-9a-f]{32}\.(jpg|png|webp)$/);

    await main.getByLabel('Featured Image Alt Text').fill('A designer reviewing a portfolio');
    await main.getByLabel(/^Read Time/).fill('4');
    await main.getByLabel('Keywords', { exact: true }).fill('portfolio reviews, remote design');
    await main.getByLabel('Status').selectOption('published');
    await main.getByRole('button', { name: 'Publish Now' }).click();
    await main.getByText('Post published successfully').waitFor();
    await page.waitForURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
    written.push(postIdOf(page));

    // The image is served from R2, at most 1200 px on its longest side, cached for good.
    const image = await fetch(`${baseUrl}${imagePath}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const side = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return Math.max(img.naturalWidth, img.naturalHeight);
    }, imagePath);
    expect(side).toBe(1200);

    // A reader: the list, then the post, in the HTML the edge sends and in the browser.
    const slug = slugOf(title);
    const listHtml = await (await fetch(`${baseUrl}/blog`)).text();
    expect(listHtml).toContain(title);
    const res = await fetch(`${baseUrl}/blog/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(title);
    expect(html).toContain('<h2>Why portfolio reviews matters</h2>');
    const head = readHead(html);
    expect(head.meta['og:type']).toBe('article');
    expect(head.meta['og:image']).toBe(`${baseUrl}${imagePath}`);
    expect(structuredData(html)).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: title }));

    const reader = await browser.open('/blog');
    await reader.getByRole('link', { name: title }).first().click();
    await reader.waitForURL(`**/blog/${slug}`);
    await reader.getByRole('heading', { name: title }).waitFor();
  });

  it('shows the SEO score change as the title, description and content are typed', async () => {
    const page = await browser.signedInPage();
    await openEditor(page);
    const score = page.getByTestId('seo-score');
    const percent = async () => Number(/(\d+)%/.exec((await score.textContent()) ?? '')?.[1]);
    const before = await percent();
    const main = page.getByRole('main');
    await main.getByLabel('Keywords', { exact: true }).fill('remote design');
    await main.getByLabel('Title *', { exact: true }).fill('Remote design careers: a practical guide for 2026');
    await expect.poll(percent).toBeGreaterThan(before);
    const afterTitle = await percent();
    await writeContent(page, 'remote design');
    await expect.poll(percent).toBeGreaterThan(afterTitle);
  });
});

describe('scheduling a post', () => {
  it('keeps a scheduled post from readers until it is due, then shows it, and the cron publishes it', { timeout: 150_000 }, async () => {
    const page = await browser.signedInPage();
    await openEditor(page);
    const title = uniqueTitle('Scheduled remote design notes');
    const main = page.getByRole('main');
    await main.getByLabel('Title *', { exact: true }).fill(title);
    await writeContent(page, 'design notes');
    await main.locator('input[type=file]').setInputFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg(page) });
    await main.locator('img.admin-blog-image-preview').waitFor({ timeout: 30_000 });
    await main.getByLabel(/^Read Time/).fill('3');
    await main.getByLabel('Status').selectOption('scheduled');
    // The picker takes minutes: the next whole minute at least 15 s away, in the browser's own time zone.
    const { value, at } = await page.evaluate(() => {
      const due = new Date(Date.now() + 15_000);
      due.setSeconds(0, 0);
      due.setMinutes(due.getMinutes() + 1);
      const pad = (n: number) => String(n).padStart(2, '0');
      const local = `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}T${pad(due.getHours())}:${pad(due.getMinutes())}`;
      return { value: local, at: due.getTime() };
    });
    await main.getByLabel('Schedule for *').fill(value);
    await main.getByRole('button', { name: 'Schedule Post' }).click();
    await main.getByText(/^Post scheduled for /).waitFor();
    await page.waitForURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
    written.push(postIdOf(page));

    const slug = slugOf(title);
    expect((await fetch(`${baseUrl}/blog/${slug}`)).status).toBe(404);
    expect(await (await fetch(`${baseUrl}/blog`)).text()).not.toContain(title);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()) + 1_500));
    // Due: readers see it before the cron has run, on its page and on the (cached) list.
    expect((await fetch(`${baseUrl}/blog/${slug}`)).status).toBe(200);
    expect(await (await fetch(`${baseUrl}/blog`)).text()).toContain(title);

    const cron = await fetch(`${baseUrl}/__scheduled?cron=*+*+*+*+*`);
    expect(cron.status).toBe(200);
    const headers = await adminHeaders();
    const { posts } = (await (await fetch(`${baseUrl}/api/admin/blog/posts?status=published`, { headers })).json()) as {
      posts: { title: string; status: string }[];
    };
    expect(posts.find((p) => p.title === title)?.status).toBe('published');
  });
});

describe('the inline editor', () => {
  it('starts empty for new, saves a draft with its title and HTML, and previews what it saves', async () => {
    const page = await browser.signedInPage();
    await page.goto('/admin/blog/inline-editor/new');
    await hydrated(page);
    await page.locator('.ql-editor').waitFor();
    const main = page.getByRole('main');
    const title = uniqueTitle('Inline draft');
    await main.getByLabel('Title *', { exact: true }).fill(title);
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Written in the inline editor.');
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await main.getByText('Changes saved successfully').waitFor();
    await page.waitForURL(/\/admin\/blog\/inline-editor\/[0-9a-f-]{36}$/);
    const id = postIdOf(page);
    written.push(id);

    const headers = await adminHeaders();
    const { post } = (await (await fetch(`${baseUrl}/api/admin/blog/posts/${id}`, { headers })).json()) as {
      post: { title: string; content: string; status: string };
    };
    expect(post).toMatchObject({ title, content: '<p>Written in the inline editor.</p>', status: 'draft' });

    await main.getByRole('button', { name: 'Preview Mode' }).click();
    const preview = main.getByRole('article', { name: 'Preview' });
    await preview.getByText(title).waitFor();
    await preview.getByText('Written in the inline editor.').waitFor();
  });
});

describe('the blog list', () => {
  it('shows 6 posts, and Load More Posts adds the next ones', async () => {
    const signedIn = await adminHeaders();
    const headers = { ...signedIn, 'Content-Type': 'application/json' };
    const image = await uploadedImage(signedIn);
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${baseUrl}/api/admin/blog/posts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: `Load more sample ${i} ${Date.now().toString(36)}`,
          content: '<p>Sample.</p>',
          featuredImageUrl: image,
          readTime: 2,
          status: 'published',
        }),
      });
      expect(res.status).toBe(201);
      written.push(((await res.json()) as { post: { id: string } }).post.id);
    }
    const page = await browser.open('/blog');
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(6);
    await page.getByRole('link', { name: 'Load More Posts' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(6);
    expect(await cards.count()).toBeLessThanOrEqual(12);
  });
});

describe('public pages and the editor code', () => {
  // Load More Posts, the blog's island, is on /blog while a second page follows.
  useBlogOfNinePosts('Editor code');

  it('never loads Quill or the image compressor on /blog, when its island loads the blog’s code, or on a post page', async () => {
    const requested: string[] = [];
    const page = await browser.newPage();
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/blog');
    await hydrated(page);
    // Load More Posts hydrates once the visitor reaches it: the blog's code loads then, and none of the editor's.
    await page.getByRole('link', { name: 'Load More Posts' }).focus();
    await waitForHydration(page, 'blog:load-more');
    await page.locator('main article a').first().click();
    await page.waitForURL(/\/blog\/[^/?]+$/);
    await hydrated(page);
    expect(requested.filter((url) => /quill|image-compression/i.test(url))).toEqual([]);
    expect(requested.some((url) => url.includes('/mfe/blog/'))).toBe(true);
  });
});
