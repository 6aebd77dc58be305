import { maxSitemapUploadBytes, seoManagerMessages } from '@rdj/shared';

/** How many of the file's first lines the upload preview shows. */
const previewLineCount = 15;

const tooLargeMessage = 'The file is larger than 5 MB';

/** Why `file` cannot be a sitemap, judged by its name, type and size alone; null when it may be one. */
export function fileRefusal(file: File): string | null {
  const xmlName = file.name.toLowerCase().endsWith('.xml');
  const xmlType = file.type === '' || /(^|[/+])xml$/.test(file.type);
  if (!xmlName || !xmlType) return seoManagerMessages.notXml;
  if (file.size > maxSitemapUploadBytes) return tooLargeMessage;
  return null;
}

/** Why `text` is not a sitemap the server would take (an XML declaration and a urlset); null when it is. */
export function contentRefusal(text: string): string | null {
  return text.includes('<?xml') && text.includes('<urlset') ? null : seoManagerMessages.invalidSitemap;
}

export function previewOf(text: string): string {
  return text.split(/\r?\n/).slice(0, previewLineCount).join('\n');
}
