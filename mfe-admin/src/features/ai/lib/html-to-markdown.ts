/**
 * The editor's HTML as the markdown-ish text the assistant reads and writes back (the inverse of `markdownToHtml`
 * for what the post toolbar makes): headings as `#`, list items as `- ` or `1. `, every other block as a paragraph.
 * Inline formatting is dropped. Uses the browser's parser; nothing parsed is attached to the page.
 */
export function htmlToMarkdown(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks: string[] = [];
  for (const node of body.childNodes) {
    const text = (node.textContent ?? '').trim();
    if (!(node instanceof Element)) {
      if (text) blocks.push(text);
      continue;
    }
    const tag = node.tagName.toLowerCase();
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      if (text) blocks.push(`${'#'.repeat(Math.min(Number(heading[1]), 3))} ${text}`);
    } else if (tag === 'ul' || tag === 'ol') {
      const items = [...node.children].map((item) => (item.textContent ?? '').trim()).filter(Boolean);
      if (items.length > 0) blocks.push(items.map((item, i) => (tag === 'ol' ? `${i + 1}. ${item}` : `- ${item}`)).join('\n'));
    } else if (text) {
      blocks.push(text);
    }
  }
  return blocks.join('\n\n');
}
