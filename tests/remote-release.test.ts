/**
 * Shipping a remote is that remote's own change: `npm run remote:ship -- blog` (a new release in mfe-blog/releases,
 * made current) changes what the blog's worker serves and nothing else; `remote:rollback` brings the old one back.
 * A page names the releases it was rendered with, and its islands load their code from those (docs/pages.md#islands).
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBlogOfNinePosts } from './support/blog';
import { remoteRequests, waitForHydration } from './support/islands';
import { baseUrl, hydrated, useBrowser } from './support/platform';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const browser = useBrowser();
// The blog's island, Load More Posts, is on /blog while a second page follows.
useBlogOfNinePosts('Release');

type Releases = Record<'jobs' | 'blog' | 'admin', string>;

/** The remotes' releases a page names (its `remote-releases` script). */
async function releasesNamed(path: string): Promise<Releases> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const json = /<script type="application\/json" id="remote-releases">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`${path} names no remote releases`);
  return JSON.parse(json) as Releases;
}

/** Asks again until `check` holds: the worker reloads its files a moment after they change. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && check(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not so after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The releases the page in the browser names: what its islands load their code from. */
function releasesIn(page: Page): Promise<Releases> {
  return page.evaluate(() => JSON.parse(document.getElementById('remote-releases')?.textContent ?? 'null') as Releases);
}

/** Opens `path` as a visitor does and answers the page with every file it fetches from the remotes' folders. */
async function openPage(path: string): Promise<{ page: Page; fetched: string[] }> {
  const page = await browser.newPage();
  const fetched = remoteRequests(page);
  await page.goto(path);
  await hydrated(page);
  return { page, fetched };
}

/** Reaches the island's link (focus, its moment), and waits until it has hydrated (its remote's code loaded). */
async function hydrateIsland(page: Page, name: string, linkName: string): Promise<void> {
  await page.getByRole('link', { name: linkName }).focus();
  await waitForHydration(page, name);
}

const remoteScript = (command: string, ...args: string[]) =>
  run('node', ['scripts/remote.mjs', command, ...args], { cwd: repoRoot, env: { ...process.env, CI: 'true' } });

describe('shipping one remote', () => {
  it("changes only that remote: the next page load's islands use its new release, a page loaded before and the other remotes keep theirs, rollback restores it", async () => {
    const before = await releasesNamed('/about');
    // Opened before the ship, its island not hydrated yet.
    const earlier = await openPage('/blog');
    expect(await releasesIn(earlier.page)).toEqual(before);
    await remoteScript('ship', 'blog');
    let shipped = '';
    try {
      const after = await eventually(() => releasesNamed('/about'), (releases) => releases.blog !== before.blog);
      shipped = after.blog;
      expect(after).toEqual({ ...before, blog: shipped });
      expect((await releasesNamed('/')).jobs).toBe(before.jobs);

      // The next page load names the new release, and its Load More Posts loads the blog's code from it, and works.
      const next = await openPage('/blog');
      expect(await releasesIn(next.page)).toEqual(after);
      await hydrateIsland(next.page, 'blog:load-more', 'Load More Posts');
      expect(next.fetched).toContain(`/mfe/blog/${shipped}/assets/remoteEntry.js`);
      expect(next.fetched.filter((path) => path.startsWith('/mfe/blog/') && !path.startsWith(`/mfe/blog/${shipped}/`))).toEqual([]);
      const cards = next.page.locator('main article');
      await next.page.getByRole('link', { name: 'Load More Posts' }).click();
      await next.page.waitForURL('**/blog?page=2');
      await expect.poll(() => cards.count()).toBeGreaterThan(6);

      // The page opened before the ship still loads its own release's files.
      await hydrateIsland(earlier.page, 'blog:load-more', 'Load More Posts');
      expect(earlier.fetched).toContain(`/mfe/blog/${before.blog}/assets/remoteEntry.js`);
      expect(earlier.fetched.filter((path) => path.startsWith(`/mfe/blog/${shipped}/`))).toEqual([]);

      // The jobs remote keeps its release: a category page's island loads it as before.
      const jobs = await openPage('/remote-graphic-design-jobs');
      await hydrateIsland(jobs.page, 'jobs:show-more', 'Show More');
      expect(jobs.fetched).toContain(`/mfe/jobs/${before.jobs}/assets/remoteEntry.js`);
      expect(jobs.fetched.filter((path) => !path.startsWith(`/mfe/jobs/${before.jobs}/`))).toEqual([]);
    } finally {
      await remoteScript('rollback', 'blog', before.blog);
      if (shipped) rmSync(`${repoRoot}mfe-blog/releases/${shipped}`, { recursive: true, force: true });
    }
    const restored = await eventually(() => releasesNamed('/about'), (releases) => releases.blog === before.blog);
    expect(restored).toEqual(before);
    // After the rollback, the next page load's island loads the old release again.
    const rolledBack = await openPage('/blog');
    await hydrateIsland(rolledBack.page, 'blog:load-more', 'Load More Posts');
    expect(rolledBack.fetched).toContain(`/mfe/blog/${before.blog}/assets/remoteEntry.js`);
    expect(rolledBack.fetched.filter((path) => path.startsWith('/mfe/blog/') && !path.startsWith(`/mfe/blog/${before.blog}/`))).toEqual([]);
  });
});
