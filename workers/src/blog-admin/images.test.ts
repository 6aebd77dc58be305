import { maxImageBytes, type UploadedImage } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, errorOf } from '../../test/support/call';
import { asAdmin, blogState } from '../../test/support/blog-admin';

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Real 2×2 images (made with sharp), so "accepts a PNG" means a PNG a browser shows. */
const png = fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGMwTjtjnHaGAUIBACS2BZU4w3+7AAAAAElFTkSuQmCC');
const jpeg = fromBase64(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIAHH7//2Q==',
);

function upload(body: BodyInit, type = 'image/png', headers: Record<string, string> = {}): Promise<Response> {
  return asAdmin('/images', { method: 'POST', body, headers: { 'Content-Type': type, ...headers } });
}

async function uploaded(body: Uint8Array, type?: string): Promise<string> {
  const res = await upload(body, type);
  expect(res.status).toBe(201);
  return (await res.json<UploadedImage>()).url;
}

/** `size` bytes that start like a PNG. */
function pngSized(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(png.subarray(0, 16));
  return bytes;
}

/** A chunked body (no Content-Length) of `total` bytes starting like a PNG, recording how far it was read. */
function chunkedPng(total: number) {
  const state = { sent: 0, finished: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent >= total) {
        state.finished = true;
        return controller.close();
      }
      const chunk = state.sent === 0 ? pngSized(64 * 1024) : new Uint8Array(64 * 1024);
      state.sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

describe('uploading a blog image', () => {
  it('stores a PNG in R2 and serves it at its path with its type, cached for good', async () => {
    const url = await uploaded(png);
    expect(url).toMatch(/^\/blog-images\/[0-9a-f]{32}\.png$/);
    const object = await env.BLOG_IMAGES.get(url.slice(1));
    expect(object?.httpMetadata?.contentType).toBe('image/png');

    const res = await call(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('ETag')).toBe(object!.httpEtag);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
  });

  it('answers 304 to a request that already holds the image', async () => {
    const url = await uploaded(png);
    const etag = (await call(url)).headers.get('ETag')!;
    const res = await call(url, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('ETag')).toBe(etag);
  });

  it('takes the type from the bytes: a JPEG declared as something else is stored and served as a JPEG', async () => {
    const url = await uploaded(jpeg, 'application/octet-stream');
    expect(url).toMatch(/^\/blog-images\/[0-9a-f]{32}\.jpg$/);
    const res = await call(url);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(jpeg);
  });

  it('gives every upload its own name', async () => {
    expect(await uploaded(png)).not.toBe(await uploaded(png));
  });

  it.each([
    ['a text file declared as a PNG', new TextEncoder().encode('not an image, only named photo.png\n'), 'image/png'],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), 'application/pdf'],
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml'],
  ])('refuses %s with 415 and stores nothing', async (_, body, type) => {
    const before = await blogState();
    const res = await upload(body, type);
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toEqual({ code: 'unsupported_type', message: 'Only JPEG, PNG, WebP or GIF images can be uploaded' });
    expect(await blogState()).toEqual(before);
  });

  it('accepts an image of exactly the limit', async () => {
    expect(await uploaded(pngSized(maxImageBytes))).toMatch(/\.png$/);
  });

  it('refuses a larger one with 413 "Images may be at most 2 MB" and stores nothing', async () => {
    const before = await blogState();
    const res = await upload(pngSized(maxImageBytes + 1));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: 'too_large', message: 'Images may be at most 2 MB' });
    expect(await blogState()).toEqual(before);
  });

  it('refuses an oversized body sent without Content-Length once its bytes pass the limit, reading the rest through', async () => {
    const before = await blogState();
    const { stream, state } = chunkedPng(3 * 1024 * 1024);
    const res = await upload(stream);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('too_large');
    expect(state.finished).toBe(true);
    expect(await blogState()).toEqual(before);
  });

  it('refuses an empty body with 400', async () => {
    const before = await blogState();
    const res = await upload(new Uint8Array());
    expect(res.status).toBe(400);
    expect(await blogState()).toEqual(before);
  });
});
