import { seoManagerMessages } from '@rdj/shared';
import { ApiError } from '../http/errors';

/** `<?xml version="1.x" …?>` at the very start (after a byte order mark), declaring UTF-8 if it declares anything. */
const declaration = /^\uFEFF?<\?xml\s+version\s*=\s*(["'])1\.\d+\1(?:\s+encoding\s*=\s*(["'])([A-Za-z0-9._-]+)\2)?(?:\s+standalone\s*=\s*(["'])(?:yes|no)\4)?\s*\?>/;

/**
 * The text of an uploaded sitemap, or a 400 `invalidSitemap`: UTF-8, an XML declaration first, a `<urlset` element.
 * It is otherwise served as it is.
 */
export function uploadedSitemapText(bytes: Uint8Array): string {
  const invalid = () => new ApiError(400, 'invalid_sitemap', seoManagerMessages.invalidSitemap);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw invalid();
  }
  const match = declaration.exec(text);
  if (!match) throw invalid();
  const encoding = match[3]?.toLowerCase();
  if (encoding && encoding !== 'utf-8' && encoding !== 'utf8') throw invalid();
  if (!/<urlset[\s>/]/.test(text)) throw invalid();
  return text;
}
