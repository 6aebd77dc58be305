import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminHeaders } from './support/admin-api';
import { baseUrl, useBrowser } from './support/platform';

const browser = useBrowser();

/** Today's views of `path` as the dashboard reads them (`GET /api/admin/page-views`). */
async function viewsOf(path: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/admin/page-views?days=1`, { headers: await adminHeaders() });
  if (!res.ok) throw new Error(`page views answered ${res.status}`);
  const { totals } = (await res.json()) as { totals: { path: string; views: number }[] };
  return totals.find((t) => t.path === path)?.views ?? 0;
}

/** Paths the page reported, in order, as their answers arrive. */
function reportedViews(page: Page): string[] {
  const paths: string[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/api/page-views' && request.method() === 'POST') {
      paths.push((request.postDataJSON() as { path: string }).path);
    }
  });
  return paths;
}

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for page views');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('page views', () => {
  it('counts each navigation once: the first load and a client-side move', async () => {
    const before = { about: await viewsOf('/about'), privacy: await viewsOf('/privacy') };
    // A client of its own (as Cloudflare names clients): every test file browses from one address, and views are
    // rate-limited per client.
    const page = await browser.newPage({ prepare: (context) => context.setExtraHTTPHeaders({ 'CF-Connecting-IP': '192.0.2.10' }) });
    const reported = reportedViews(page);
    await page.goto('/about');
    await until(() => reported.length >= 1);
    await page.getByRole('contentinfo').locator('a[href="/privacy"]').first().click();
    await until(() => reported.length >= 2);
    // Long enough for a duplicate report (a second effect run, a re-render) to arrive if there were one.
    await page.waitForTimeout(1_500);
    expect(reported).toEqual(['/about', '/privacy']);
    expect(await viewsOf('/about')).toBe(before.about + 1);
    expect(await viewsOf('/privacy')).toBe(before.privacy + 1);
  });
});
