/** True when the comma-separated `keywords` hold at least one keyword. */
export function hasKeywords(keywords: string): boolean {
  return keywords.split(',').some((word) => word.trim() !== '');
}
