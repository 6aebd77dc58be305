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

/** Waits until `check` holds. */
async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for page views');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('page views', () => {
  it('counts each view once: a page by its own request, the next one whether the browser prefetched it or not', async () => {
    const before = { about: await viewsOf('/about'), privacy: await viewsOf('/privacy') };
    // A client of its own (as Cloudflare names clients): every test file browses from one address, and views are
    // rate-limited per client.
    const page = await browser.newPage({ prepare: (context) => context.setExtraHTTPHeaders({ 'CF-Connecting-IP': '192.0.2.10' }) });
    const reported = reportedViews(page);
    const answer = await page.goto('/about');
    // Counted by the gateway with the page's request, which says so: the page reports nothing of its own.
    expect(await answer?.headerValue('server-timing')).toBe('view-counted');
    await page.getByRole('contentinfo').locator('a[href="/privacy"]').first().click();
    await page.waitForURL('**/privacy');
    // A prefetched page is counted by its own report once shown, a page loaded by the click with its request.
    await until(async () => (await viewsOf('/privacy')) > before.privacy);
    // Long enough for a duplicate report (a second effect run, a re-render) to arrive if there were one.
    await page.waitForTimeout(1_500);
    expect(reported).not.toContain('/about');
    expect(await viewsOf('/about')).toBe(before.about + 1);
    expect(await viewsOf('/privacy')).toBe(before.privacy + 1);
  });
});
