import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The sitemaps.org 0.9 schemas kept with the browser tests' fixtures: a urlset, and a sitemap index. */
export const sitemapSchema = fileURLToPath(new URL('../../tests/fixtures/sitemap-0.9.xsd', import.meta.url));
export const sitemapIndexSchema = fileURLToPath(new URL('../../tests/fixtures/siteindex.xsd', import.meta.url));

/** xmllint's verdict on `xml` (read from stdin), with the schema when one is given. */
export function xmllint(xml: string, schema?: string): { ok: boolean; output: string } {
  const args = ['--noout', ...(schema ? ['--schema', schema] : []), '-'];
  const result = spawnSync('xmllint', args, { input: xml, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return { ok: result.status === 0, output: result.stderr };
}
