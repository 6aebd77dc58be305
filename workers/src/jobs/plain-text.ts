const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  euro: '€',
  pound: '£',
  copy: '©',
  reg: '®',
  trade: '™',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : entity;
  }
  return named[body.toLowerCase()] ?? entity;
}

/**
 * Provider text (Jooble snippets carry `<b>` highlights, `&nbsp;` and `&amp;`) as plain text: scripts and styles
 * dropped with their content, other tags removed (block breaks become spaces), entities decoded once, whitespace
 * collapsed. Decoding last means an encoded `&lt;b&gt;` stays visible text; the page and the feed escape it again.
 *
 * @example
 * plainText('Senior <b>UX</b> designer&nbsp;&amp; researcher') // 'Senior UX designer & researcher'
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(br|p|div|li|ul|ol|h[1-6]|tr|td)\b[^>]*>/gi, ' ')
    .replace(/<[a-z!/][^>]*>/gi, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
