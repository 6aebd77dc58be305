import { stripXmlForbidden } from '@rdj/shared';
import { Parser } from 'htmlparser2';

/** Elements whose content no visitor reads as text. */
const hidden = new Set(['script', 'style', 'template']);

/** Elements that break the line: their edges become a space, so `<p>One</p><p>Two</p>` reads "One Two". */
const breaks = new Set(['br', 'p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'hr', 'blockquote']);

/**
 * Provider text (Jooble snippets carry `<b>` highlights, `&nbsp;` and `&amp;`) as plain text, read by an HTML
 * tokenizer as a browser would: scripts and styles dropped with their content, comments and other tags removed (line
 * breaks become spaces), every HTML entity decoded once, the characters XML forbids dropped (`&#1;` decodes to one,
 * and the text goes into feeds), whitespace collapsed. An encoded `&lt;b&gt;` stays visible text, not markup; the page
 * and the feed escape it again.
 *
 * @example
 * plainText('Senior <b>UX</b> designer&nbsp;&amp; researcher') // 'Senior UX designer & researcher'
 */
export function plainText(html: string): string {
  const parts: string[] = [];
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (hidden.has(name)) hiddenDepth += 1;
        else if (breaks.has(name)) parts.push(' ');
      },
      onclosetag(name) {
        if (hidden.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (breaks.has(name)) parts.push(' ');
      },
      ontext(text) {
        if (hiddenDepth === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return stripXmlForbidden(parts.join(''))
    .replace(/\s+/g, ' ')
    .trim();
}
