import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The sitemaps.org 0.9 schema, for `xmllint(xml, sitemapSchema)`. */
export const sitemapSchema = fileURLToPath(new URL('../fixtures/sitemap-0.9.xsd', import.meta.url));

export interface XmlVerdict {
  ok: boolean;
  /** What xmllint wrote to stderr: the errors, or "- validates" after a schema check. */
  output: string;
}

/** xmllint's verdict on `xml`: well-formed XML 1.0, and valid against `schema` when one is given. */
export function xmllint(xml: string, schema?: string): Promise<XmlVerdict> {
  return new Promise((resolve, reject) => {
    const args = ['--noout', ...(schema ? ['--schema', schema] : []), '-'];
    const child = execFile('xmllint', args, (error, _stdout, stderr) => {
      // A numeric code is xmllint's own exit status; anything else (ENOENT) means it did not run.
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ ok: !error, output: stderr });
    });
    child.stdin?.end(xml);
  });
}
