/**
 * Characters XML 1.0 forbids in a document (its `Char` production): C0 controls other than tab, line feed and
 * carriage return, U+FFFE, U+FFFF, and surrogates that are not half of a pair (with the `u` flag a valid pair is one
 * code point, so the surrogate range matches only lone halves). Not even `&#1;` may stand for them.
 */
const forbiddenInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/gu;

/**
 * `text` without the characters XML 1.0 forbids, so any text from a provider or a form can be written into a feed
 * or a sitemap. Tabs, line breaks and every other character (emoji included) are kept.
 * @example stripXmlForbidden('Designer\u0001 (UX)') // 'Designer (UX)'
 */
export function stripXmlForbidden(text: string): string {
  return text.replace(forbiddenInXml, '');
}
