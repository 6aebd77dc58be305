import { maxSitemapUploadBytes, seoManagerMessages, sitemapPages, type GeneratedSitemap, type SitemapStatus } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { call, errorOf } from '../../test/support/call';
import { clearStoredSitemap, storedSitemapState } from '../../test/support/sitemap';
import { asAdmin } from '../../test/support/seo-admin';

/** Id prefix of the 50,000 postings shared by the tests past 50,000 URLs, which stay from one test to the next. */
const manyPrefix = 'many-';

afterEach(async () => {
  await clearStoredSitemap();
  await env.DB.prepare('DELETE FROM seo_settings').run();
  await env.DB.prepare('DELETE FROM blog_posts').run();
  await env.DB.prepare(`DELETE FROM job_submissions WHERE id NOT LIKE '${manyPrefix}%'`).run();
  await env.DB.prepare(`DELETE FROM indexed_jobs WHERE key NOT LIKE 'posting:${manyPrefix}%'`).run();
});

const get = (path: string) => call(path);
const generate = () => asAdmin('/api/generate-sitemap', { method: 'POST' });
const status = async () => (await asAdmin('/api/admin/sitemap')).json<SitemapStatus>();
const upload = (body: BodyInit, type = 'application/xml', headers: Record<string, string> = {}) =>
  asAdmin('/api/admin/sitemap/upload', { method: 'POST', body, headers: { 'Content-Type': type, ...headers } });

const locsOf = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
const farFuture = '2999-01-01T00:00:00.000Z';

async function addPost(slug: string, updatedAt: string) {
  await env.DB.prepare(
    "INSERT INTO blog_posts (id, title, slug, status, add_to_sitemap, updated_at, published_at, created_at) VALUES (?, ?, ?, 'published', 1, ?, ?, '2026-01-01T00:00:00.000Z')",
  )
    .bind(crypto.randomUUID(), slug, slug, updatedAt, updatedAt)
    .run();
}

/** `count` approved, unexpired postings in one statement (no bound parameters), numbered from 1 after `prefix`. */
/** `count` approved postings, and their rows in the job index as approval leaves them (docs/job-index.md#postings). */
async function addApprovedPostings(count: number, prefix = 'bulk-') {
  const numbers = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;
  await env.DB.batch([
    env.DB.prepare(
      `${numbers} INSERT INTO job_submissions (id, title, company, type, category, description, application_url, email, status, reviewed_at, expires_at)
       SELECT '${prefix}' || i, 'Designer', 'Studio', 'Full-time', 'product-design', 'Design things.', 'https://x.io/apply', 'a@example.com', 'approved', '2026-05-04T10:00:00.000Z', '${farFuture}' FROM n`,
    ),
    env.DB.prepare(
      `${numbers} INSERT INTO indexed_jobs (key, source, title, snippet, description, link, featured, urgent, tags, apply_key,
         employment, experience, sort_at, content_hash, posting_path, valid_through)
       SELECT 'posting:${prefix}' || i, 'posting', 'Designer', 'Design things.', 'Design things.', 'https://x.io/apply', 1, 0, 'Remote',
         'x.io/apply', 1, 'mid', '2026-05-04T10:00:00.000Z', '', '/jobs/${prefix}' || i, '${farFuture}' FROM n`,
    ),
  ]);
}

const goodFile = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://elsewhere.example/only</loc></url>\n</urlset>\n';

describe('POST /api/generate-sitemap', () => {
  it('writes the sitemap /sitemap.xml then serves, with the posts and postings dated by their last change', async () => {
    await env.DB.prepare("INSERT INTO seo_settings (path, noindex) VALUES ('/terms', 1)").run();
    await addPost('first-post', '2026-04-02T09:30:00.000Z');
    await addPost('second-post', '2026-04-03T11:00:00.000Z');
    await addApprovedPostings(3);

    const res = await generate();
    expect(res.status).toBe(200);
    const urls = sitemapPages.length - 1 + 2 + 3;
    expect(await res.json<GeneratedSitemap>()).toEqual({ urls, files: 1, message: `Sitemap generated with ${urls} URLs` });

    // Written, not built live: a post added afterwards is not in it until the next generate.
    await addPost('later-post', '2026-04-04T11:00:00.000Z');
    const served = await get('/sitemap.xml');
    expect(served.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await served.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locs = locsOf(xml);
    expect(locs).toHaveLength(urls);
    expect(locs).not.toContain(`${env.PUBLIC_ORIGIN}/terms`);
    expect(locs).not.toContain(`${env.PUBLIC_ORIGIN}/blog/later-post`);
    expect(xml).toContain(`<loc>${env.PUBLIC_ORIGIN}/blog/second-post</loc>\n    <lastmod>2026-04-03T11:00:00Z</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>0.5</priority>`);
    expect(xml).toContain(`<loc>${env.PUBLIC_ORIGIN}/jobs/bulk-2</loc>\n    <lastmod>2026-05-04</lastmod>\n    <changefreq>daily</changefreq>\n    <priority>0.8</priority>`);
    expect(await status()).toMatchObject({ source: 'generated', includedPages: sitemapPages.length - 1, urls });
  });

  describe('with 50,000 approved postings', () => {
    // Each test generates from 50,000 postings, writing and reading back three files: 0.3-0.5 s on an idle 2-core
    // machine, up to 1.7 s with both cores busy, and over 5 s was seen while the machine also served a loaded platform.
    const heavy = 30_000;
    // Inserted once for both tests in one INSERT ... SELECT (no bound parameters): 0.1-0.2 s idle or loaded. Storage is
    // per test file, not per test, so they stay from test to test (the afterEach above keeps them) until afterAll.
    beforeAll(() => addApprovedPostings(50_000, manyPrefix), 10_000);
    afterAll(async () => {
      await env.DB.prepare(`DELETE FROM job_submissions WHERE id LIKE '${manyPrefix}%'`).run();
      await env.DB.prepare(`DELETE FROM indexed_jobs WHERE key LIKE 'posting:${manyPrefix}%'`).run();
    });

    it('past 50,000 URLs serves an index at /sitemap.xml and its children under /sitemaps/', async () => {
      const urls = sitemapPages.length + 50_000;
      const res = await generate();
      expect(await res.json<GeneratedSitemap>()).toMatchObject({ urls, files: 3 });

      const index = await (await get('/sitemap.xml')).text();
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locsOf(index)).toEqual([`${env.PUBLIC_ORIGIN}/sitemaps/sitemap-1.xml`, `${env.PUBLIC_ORIGIN}/sitemaps/sitemap-2.xml`]);

      const first = await get('/sitemaps/sitemap-1.xml');
      expect(first.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
      const second = await (await get('/sitemaps/sitemap-2.xml')).text();
      const all = [...locsOf(await first.text()), ...locsOf(second)];
      expect(all).toHaveLength(urls);
      expect(new Set(all).size).toBe(urls);
      expect(locsOf(second)).toHaveLength(urls - 50_000);
      expect((await get('/sitemaps/sitemap-3.xml')).status).toBe(404);
    }, heavy);

    it('replaces the previous files, so children of an earlier index are no longer served', async () => {
      await generate();
      // No posting is listed any more: closed in the index rather than deleted, and opened again after the test.
      await env.DB.prepare(`UPDATE indexed_jobs SET closed_at = '2026-05-05T00:00:00.000Z' WHERE key LIKE 'posting:${manyPrefix}%'`).run();
      onTestFinished(async () => {
        await env.DB.prepare(`UPDATE indexed_jobs SET closed_at = NULL WHERE key LIKE 'posting:${manyPrefix}%'`).run();
      });
      expect(await (await generate()).json<GeneratedSitemap>()).toMatchObject({ urls: sitemapPages.length, files: 1 });
      expect((await get('/sitemaps/sitemap-1.xml')).status).toBe(404);
      expect((await storedSitemapState()) as { keys: string[] }).toMatchObject({ keys: [expect.stringMatching(/\/sitemap\.xml$/)] });
    }, heavy);
  });
});

describe('POST /api/admin/sitemap/upload', () => {
  async function refused(res: Response, status: number, code: string, message?: string) {
    expect(res.status).toBe(status);
    const error = await errorOf(res);
    expect(error.code).toBe(code);
    if (message) expect(error.message).toBe(message);
  }

  it('stores a valid file, which /sitemap.xml then serves byte for byte', async () => {
    const res = await upload(goodFile, 'text/xml; charset=utf-8');
    expect(res.status).toBe(201);
    expect(await res.json<SitemapStatus>()).toMatchObject({ source: 'uploaded', urls: null });
    expect(await (await get('/sitemap.xml')).text()).toBe(goodFile);
  });

  it('refuses another type with 415 and changes nothing', async () => {
    const before = await storedSitemapState();
    await refused(await upload(goodFile, 'text/plain'), 415, 'unsupported_type', seoManagerMessages.notXml);
    expect(await storedSitemapState()).toEqual(before);
  });

  it('refuses a file without an XML declaration, without a urlset or not in UTF-8 with 400 and changes nothing', async () => {
    await upload(goodFile);
    const before = await storedSitemapState();
    const noDeclaration = goodFile.replace('<?xml version="1.0" encoding="UTF-8"?>\n', '');
    const noUrlset = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex></sitemapindex>\n';
    const latin1 = new Uint8Array([...new TextEncoder().encode(goodFile.replace('/only', '/')), 0xe9]);
    for (const body of [noDeclaration, noUrlset, latin1]) {
      await refused(await upload(body), 400, 'invalid_sitemap', seoManagerMessages.invalidSitemap);
    }
    expect(await storedSitemapState()).toEqual(before);
    expect(await (await get('/sitemap.xml')).text()).toBe(goodFile);
  });

  it('refuses a file over 5 MB with 413, by its Content-Length or while reading a body sent without one, and changes nothing', async () => {
    const before = await storedSitemapState();
    const oversize = new Uint8Array(maxSitemapUploadBytes + 1).fill(0x20);
    oversize.set(new TextEncoder().encode(goodFile));
    await refused(await upload(oversize), 413, 'too_large');
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < oversize.length; at += 1 << 20) controller.enqueue(oversize.slice(at, at + (1 << 20)));
        controller.close();
      },
    });
    await refused(await upload(chunked), 413, 'too_large');
    expect(await storedSitemapState()).toEqual(before);
  });

  it('is served until the next generate, which replaces it', async () => {
    await upload(goodFile);
    expect(await status()).toMatchObject({ source: 'uploaded' });
    await generate();
    expect(await status()).toMatchObject({ source: 'generated' });
    expect(locsOf(await (await get('/sitemap.xml')).text())).toHaveLength(sitemapPages.length);
  });
});

describe('GET /api/admin/sitemap', () => {
  it('reports the live sitemap and how many fixed pages it includes while nothing is stored', async () => {
    await env.DB.prepare("INSERT INTO seo_settings (path, noindex) VALUES ('/about', 1), ('/privacy', 1)").run();
    expect(await status()).toEqual({ source: 'live', includedPages: sitemapPages.length - 2, urls: sitemapPages.length - 2, updatedAt: null });
  });
});
