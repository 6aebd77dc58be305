import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/platform';

const browser = useBrowser();

describe('not found', () => {
  it('answers an unknown page with status 404 from the edge', async () => {
    const res = await fetch(`${baseUrl}/no-such-page-here`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('shows the Not Found page inside the layout', async () => {
    const page = await browser.newPage();
    const res = await page.goto('/no-such-page-here');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: /not found/i }).waitFor();
    await page.getByRole('banner').waitFor();
  });

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const res = await fetch(`${baseUrl}/api/no-such-thing`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_found');
  });
});
