import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/platform';

const run = promisify(execFile);
const schema = fileURLToPath(new URL('./fixtures/sitemap-0.9.xsd', import.meta.url));

/** Validates with xmllint against the sitemaps.org 0.9 schema; resolves with xmllint's verdict. */
async function validateSitemap(xml: string): Promise<{ ok: boolean; output: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'rdj-sitemap-'));
  const file = join(dir, 'sitemap.xml');
  try {
    await writeFile(file, xml);
    const { stderr } = await run('xmllint', ['--noout', '--schema', schema, file]);
    return { ok: true, output: stderr };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt that keeps crawlers out of /admin/ and /api/ and names the sitemap', async () => {
    const res = await fetch(`${baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin/');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('serves a generated sitemap.xml that validates against the sitemaps.org 0.9 schema', async () => {
    const res = await fetch(`${baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const verdict = await validateSitemap(xml);
    expect(verdict.output).toContain('validates');
    expect(verdict.ok).toBe(true);
    expect(xml).toContain(`<loc>${baseUrl}/</loc>`);
    expect(xml).toContain(`<loc>${baseUrl}/about</loc>`);
    expect(xml).not.toContain('/admin');
  });
});
