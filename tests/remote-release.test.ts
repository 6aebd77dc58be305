/**
 * Shipping a remote is that remote's own change: `npm run remote:ship -- blog` (a new release in mfe-blog/releases,
 * made current) changes what the blog's worker serves and nothing else; `remote:rollback` brings the old one back.
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/platform';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const browser = useBrowser();

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

const remoteScript = (command: string, ...args: string[]) =>
  run('node', ['scripts/remote.mjs', command, ...args], { cwd: repoRoot, env: { ...process.env, CI: 'true' } });

describe('shipping one remote', () => {
  it('changes only that remote: the next page load uses its new release, the others keep theirs, rollback restores it', async () => {
    const before = await releasesNamed('/about');
    await remoteScript('ship', 'blog');
    let shipped = '';
    try {
      const after = await eventually(() => releasesNamed('/about'), (releases) => releases.blog !== before.blog);
      shipped = after.blog;
      expect(after).toEqual({ ...before, blog: shipped });
      expect((await releasesNamed('/')).jobs).toBe(before.jobs);

      const page = await browser.newPage();
      const entries: string[] = [];
      page.on('request', (request) => entries.push(new URL(request.url()).pathname));
      await page.goto('/blog', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      expect(entries).toContain(`/mfe/blog/${shipped}/assets/remoteEntry.js`);
      expect(entries.filter((path) => path.startsWith('/mfe/blog/') && !path.startsWith(`/mfe/blog/${shipped}/`))).toEqual([]);

      // Pages opened before the ship still load their release's files.
      expect((await fetch(`${baseUrl}/mfe/blog/${before.blog}/assets/remoteEntry.js`)).status).toBe(200);
    } finally {
      await remoteScript('rollback', 'blog', before.blog);
      if (shipped) rmSync(`${repoRoot}mfe-blog/releases/${shipped}`, { recursive: true, force: true });
    }
    const restored = await eventually(() => releasesNamed('/about'), (releases) => releases.blog === before.blog);
    expect(restored).toEqual(before);
  });
});
