import { maxImageBytes, maxImageSide } from '@rdj/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodiesSentTo } from '../../../../test/fetch-stub';
import { adminPost, createKey, ok } from '../../../../test/blog-fixture';
import { field, openEditor } from '../../../../test/open-editor';
import { stubUpload } from '../../../../test/xhr-stub';

// Each test renders the post editor page, Quill included: up to 0.7 s idle, 1.4 s with both cores busy.
// Beside a loaded platform a 0.5 s test was seen passing 5 s, so these get 15 s.
vi.setConfig({ testTimeout: 15_000 });

/** The compression library at its module boundary: what it answers, or that its chunk fails to load. */
const compression = vi.hoisted(() => ({
  compress: vi.fn<(file: File, options: Record<string, unknown>) => Promise<File>>(),
  chunkFails: false,
}));
vi.mock('browser-image-compression', () => ({
  get default() {
    if (compression.chunkFails) throw new Error('Failed to fetch dynamically imported module');
    return compression.compress;
  },
}));

const MB = 1024 * 1024;
const image = (bytes: number, name = 'photo.jpg', type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });
const uploaded = { status: 201, body: { url: '/blog-images/k3y.jpg' } };

async function choose(file: File) {
  await userEvent.upload(field('Featured Image'), file);
}

describe('post editor: featured image', () => {
  it('compresses a large image to the featured image limits (2 MB, 1200 px), shows both sizes (the original marked invalid) and uploads it', async () => {
    compression.chunkFails = false;
    compression.compress.mockReset().mockImplementation(async (file, options) => {
      (options.onProgress as (percent: number) => void)(40);
      return image(Math.round(1.2 * MB), file.name);
    });
    let release: (reply: typeof uploaded) => void = () => {};
    const sent = stubUpload(() => new Promise((resolve) => (release = resolve)));
    const fetchMock = await openEditor('/admin/blog/new', { [createKey]: ok({ post: adminPost() }, 201) });

    await choose(image(3 * MB));
    const original = await screen.findByText(/Original size: 3\.00 MB/);
    expect(original.getAttribute('aria-invalid')).toBe('true');
    expect(original.className).toContain('invalid');
    expect(await screen.findByText('Compressed size: 1.20 MB')).toBeTruthy();
    expect(screen.getByText('Uploading image...')).toBeTruthy();
    expect((screen.getByRole('progressbar', { name: 'Upload' }) as HTMLProgressElement).value).toBe(50);

    const [, options] = compression.compress.mock.calls[0] ?? [];
    expect(options).toMatchObject({ maxSizeMB: maxImageBytes / MB, maxWidthOrHeight: maxImageSide, useWebWorker: false });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/admin/blog/images', withCredentials: true });
    expect(sent[0]?.headers['Content-Type']).toBe('image/jpeg');
    expect(sent[0]?.body.size).toBe(Math.round(1.2 * MB));

    release(uploaded);
    const preview = await screen.findByRole('img', { name: 'Featured image preview' });
    expect(preview.getAttribute('src')).toBe('/blog-images/k3y.jpg');
    expect(screen.queryByText('Uploading image...')).toBeNull();

    await userEvent.type(field('Title *'), 'With an image');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText('Draft saved successfully');
    expect(bodiesSentTo(fetchMock, createKey)).toMatchObject([{ featuredImageUrl: '/blog-images/k3y.jpg' }]);
  });

  it('shows Compressing image... with its progress while the library works', async () => {
    compression.chunkFails = false;
    let finish: (file: File) => void = () => {};
    compression.compress.mockReset().mockImplementation((file, options) => {
      (options.onProgress as (percent: number) => void)(30);
      return new Promise((resolve) => (finish = resolve));
    });
    stubUpload(uploaded);
    await openEditor('/admin/blog/new');

    await choose(image(3 * MB));
    expect(await screen.findByText('Compressing image...')).toBeTruthy();
    // The phase shows before the library is loaded; its progress comes when it starts working.
    await waitFor(() => expect((screen.getByRole('progressbar', { name: 'Compression' }) as HTMLProgressElement).value).toBe(30));
    finish(image(MB));
    expect(await screen.findByRole('img', { name: 'Featured image preview' })).toBeTruthy();
  });

  it('uploads the original when compression fails', async () => {
    compression.chunkFails = false;
    compression.compress.mockReset().mockRejectedValue(new Error('canvas is not available'));
    const sent = stubUpload(uploaded);
    await openEditor('/admin/blog/new');

    await choose(image(MB / 2, 'small.png', 'image/png'));
    expect(await screen.findByRole('img', { name: 'Featured image preview' })).toBeTruthy();
    expect(screen.getByText('Original size: 0.50 MB').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Compressed size: 0.50 MB')).toBeTruthy();
    expect(sent[0]?.body.size).toBe(MB / 2);
    expect(sent[0]?.headers['Content-Type']).toBe('image/png');
  });

  it("shows the server's message when it refuses the image", async () => {
    compression.chunkFails = false;
    compression.compress.mockReset().mockImplementation(async (file) => file);
    stubUpload({ status: 415, body: { error: { code: 'unsupported_type', message: 'Only JPEG, PNG, WebP or GIF images can be uploaded' } } });
    await openEditor('/admin/blog/new');

    await choose(image(1000, 'fake.jpg'));
    expect((await screen.findByRole('alert')).textContent).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded');
    expect(screen.queryByRole('img', { name: 'Featured image preview' })).toBeNull();
  });

  it('says Error processing image. Please try again. when the image cannot be processed at all', async () => {
    compression.chunkFails = true;
    const sent = stubUpload(uploaded);
    await openEditor('/admin/blog/new');

    await choose(image(3 * MB));
    expect((await screen.findByRole('alert')).textContent).toBe('Error processing image. Please try again.');
    expect(sent).toHaveLength(0);
  });
});
