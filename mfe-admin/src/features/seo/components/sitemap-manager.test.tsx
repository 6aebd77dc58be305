import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../../test/blog-fixture';
import { callsTo, held, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { renderAdminAt } from '../../../../test/render-admin';
import { generateKey, seoDefaults, sitemapKey, uploadKey } from '../../../../test/seo-fixture';

const sitemapXml = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  '  <url><loc>https://x.io/</loc></url>',
  '</urlset>',
  '',
].join('\n');

async function openSitemap(handlers: Record<string, Handler> = {}) {
  const fetchMock = stubFetch({ ...seoDefaults, ...handlers });
  renderAdminAt('/admin/seo');
  await userEvent.click(await screen.findByRole('button', { name: 'Manage Sitemap' }));
  return { fetchMock, dialog: within(screen.getByRole('dialog', { name: 'Manage Sitemap' })) };
}

/** Picks `file` as a person could with "All files" chosen in the picker, past the input's accept filter. */
async function choose(dialog: ReturnType<typeof within>, file: File) {
  await userEvent.setup({ applyAccept: false }).upload(dialog.getByLabelText('Sitemap file (.xml, at most 5 MB)'), file);
}

describe('Manage Sitemap', () => {
  it('opens as a dialog with focus inside, and Escape closes it and returns focus', async () => {
    await openSitemap();
    const dialog = screen.getByRole('dialog', { name: 'Manage Sitemap' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Manage Sitemap');
  });

  it('closes with its Close button', async () => {
    const { dialog } = await openSitemap();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows how many pages the next sitemap includes and what is served now', async () => {
    const { dialog } = await openSitemap();
    expect((await dialog.findByText(/will be included/)).textContent).toBe('16 of the site pages will be included in the next sitemap.');
    expect(dialog.getByText(/sitemap.xml serves/).textContent).toBe('/sitemap.xml serves a sitemap built on each request (120 URLs).');
  });

  it('generates a new sitemap: Generating..., then the server’s message', async () => {
    const generate = held();
    const { fetchMock, dialog } = await openSitemap({ [generateKey]: generate.handler });
    await userEvent.click(dialog.getByRole('button', { name: 'Generate New Sitemap' }));
    expect((dialog.getByRole('button', { name: 'Generating...' }) as HTMLButtonElement).disabled).toBe(true);
    generate.release(ok({ urls: 130, files: 1, message: 'Sitemap generated with 130 URLs' }));
    expect((await dialog.findByRole('status')).textContent).toBe('Sitemap generated with 130 URLs');
    expect(callsTo(fetchMock, generateKey)).toBe(1);
  });

  it('says Error: Failed to generate sitemap when generating fails without a reason', async () => {
    const { dialog } = await openSitemap({ [generateKey]: { status: 500 } });
    await userEvent.click(dialog.getByRole('button', { name: 'Generate New Sitemap' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Error: Failed to generate sitemap');
  });

  it('refuses a file that is not XML before sending anything', async () => {
    const { fetchMock, dialog } = await openSitemap();
    await choose(dialog, new File(['hello'], 'sitemap.txt', { type: 'text/plain' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Please upload an XML file');
    expect(callsTo(fetchMock, uploadKey)).toBe(0);
  });

  it('refuses XML without a declaration or a urlset as an invalid sitemap', async () => {
    const { dialog } = await openSitemap();
    await choose(dialog, new File(['<urlset></urlset>'], 'sitemap.xml', { type: 'application/xml' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Invalid sitemap format');
    await choose(dialog, new File(['<?xml version="1.0"?><rss></rss>'], 'feed.xml', { type: 'text/xml' }));
    expect((await dialog.findByText('Invalid sitemap format')).getAttribute('role')).toBe('alert');
    expect(dialog.queryByRole('button', { name: 'Upload Sitemap' })).toBeNull();
  });

  it('refuses a file over 5 MB', async () => {
    const { fetchMock, dialog } = await openSitemap();
    const big = new File([sitemapXml, ' '.repeat(5_242_881 - sitemapXml.length)], 'big.xml', { type: 'application/xml' });
    await choose(dialog, big);
    expect((await dialog.findByRole('alert')).textContent).toBe('The file is larger than 5 MB');
    expect(callsTo(fetchMock, uploadKey)).toBe(0);
  });

  it('previews the file as text and uploads its bytes as application/xml', async () => {
    const upload = held();
    const { fetchMock, dialog } = await openSitemap({ [uploadKey]: upload.handler });
    const file = new File([sitemapXml.replace('https://x.io/', 'https://x.io/<b>bold</b>')], 'sitemap.xml', { type: 'text/xml' });
    await choose(dialog, file);
    const preview = await dialog.findByLabelText('Sitemap preview');
    expect(preview.tagName).toBe('PRE');
    expect(preview.textContent).toContain('<loc>https://x.io/<b>bold</b></loc>');
    expect(preview.querySelector('b')).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: 'Upload Sitemap' }));
    expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeTruthy();
    upload.release(ok({ source: 'uploaded', includedPages: 16, urls: null, updatedAt: '2026-05-01T10:00:00Z' }, 201));
    expect((await dialog.findByRole('status')).textContent).toMatch(/^Uploaded sitemap.xml/);
    expect(dialog.getByText(/sitemap.xml serves/).textContent).toMatch(/^\/sitemap.xml serves an uploaded file, updated /);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/admin/sitemap/upload')!;
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/xml' });
  });

  it('shows the server’s reason when it refuses an upload', async () => {
    const { dialog } = await openSitemap({ [uploadKey]: apiError(413, 'too_large', 'The sitemap may be at most 5 MB') });
    await choose(dialog, new File([sitemapXml], 'sitemap.xml', { type: 'application/xml' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Upload Sitemap' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Error: The sitemap may be at most 5 MB');
  });

  it('reports a status that cannot be loaded with Retry', async () => {
    const { dialog } = await openSitemap({ [sitemapKey]: [apiError(503, 'unavailable', 'Try again soon'), ok({ source: 'generated', includedPages: 15, urls: 140, updatedAt: null })] });
    expect((await dialog.findByRole('alert')).textContent).toBe('Try again soon');
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    expect((await dialog.findByText(/will be included/)).textContent).toMatch(/^15 of/);
  });
});
