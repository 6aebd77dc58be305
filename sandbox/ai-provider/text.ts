/** Small text helpers the answers share. */

/** Upper-cases the first letter of each lower-case word: "ux design" → "Ux Design", "UX" stays. */
export function capitalised(text: string): string {
  return text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, ch: string) => space + ch.toUpperCase());
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The comma-separated list in `text`, trimmed, without blanks. */
export function listOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A small stable number for `text`, so answers vary with the request but never between two runs. */
export function hashOf(text: string): number {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return hash;
}
