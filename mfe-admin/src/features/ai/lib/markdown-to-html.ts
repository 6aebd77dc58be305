/** Text as HTML text: nothing the model writes can become markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type ListKind = 'ul' | 'ol';

/**
 * The assistant's markdown-ish answer as the simple HTML the editor takes: `#`, `##` and `###` headings (deeper
 * ones read as h3), paragraphs split by blank lines, `- ` (or `* `) items as a bulleted list and `1. ` items as a
 * numbered one. Everything else is escaped text.
 * @example markdownToHtml('## Why\n\nBecause.') // '<h2>Why</h2><p>Because.</p>'
 */
export function markdownToHtml(markdown: string): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: { kind: ListKind; items: string[] } | null = null;

  const closeParagraph = () => {
    if (paragraph.length > 0) out.push(`<p>${paragraph.map(escapeHtml).join(' ')}</p>`);
    paragraph = [];
  };
  const closeList = () => {
    if (list) out.push(`<${list.kind}>${list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${list.kind}>`);
    list = null;
  };
  const addItem = (kind: ListKind, text: string) => {
    closeParagraph();
    if (list?.kind !== kind) closeList();
    list ??= { kind, items: [] };
    list.items.push(text);
  };

  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (line === '') {
      closeParagraph();
      closeList();
    } else if (heading) {
      closeParagraph();
      closeList();
      const level = Math.min((heading[1] ?? '').length, 3);
      out.push(`<h${level}>${escapeHtml((heading[2] ?? '').replace(/\s+#+$/, ''))}</h${level}>`);
    } else if (bullet) {
      addItem('ul', bullet[1] ?? '');
    } else if (numbered) {
      addItem('ol', numbered[1] ?? '');
    } else {
      closeList();
      paragraph.push(line);
    }
  }
  closeParagraph();
  closeList();
  return out.join('');
}
