import { fnv1a64, wordsOf } from './simhash';

/**
 * The second near-duplicate check of docs/postings.md#short-descriptions: a short text shares most of its words with
 * its copy even when one changed word and a new title move its SimHash more than `similarBits`. Each text's
 * distinct words get a MinHash signature of 16 values, kept as 8 bands of 2: two texts sharing a share `s` of their
 * words share a band with chance 1 − (1 − s²)⁸ (0.9997 at 0.8, 0.98 at 0.6), and the candidates' words are then
 * compared exactly.
 */

/** Texts of fewer words than this are compared word for word too. */
export const shortTextWords = 80;
/** The least share of distinct words (Jaccard) two texts have in common to be flagged. */
export const similarWordShare = 0.7;
export const wordBandCount = 8;
const rowsPerBand = 2;
const mask32 = 0xffffffffn;

/** The distinct words of `text`, as the SimHash reads them. */
function wordSet(text: string): Set<string> {
  return new Set(wordsOf(text));
}

/** The share of distinct words two texts have in common: shared ÷ all (Jaccard), 0 when neither has a word. */
export function wordShare(a: string, b: string): number {
  const [x, y] = [wordSet(a), wordSet(b)];
  const shared = [...x].filter((word) => y.has(word)).length;
  const all = x.size + y.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** The MinHash bands of a short text (`band:hex`), or none for a text of `shortTextWords` words or more, or none. */
export function wordBands(text: string): string[] {
  const words = wordsOf(text);
  if (words.length === 0 || words.length >= shortTextWords) return [];
  const distinct = [...new Set(words)];
  const mins = Array.from({ length: wordBandCount * rowsPerBand }, (_, seed) =>
    distinct.reduce((min, word) => {
      const hash = fnv1a64(`${seed}:${word}`) & mask32;
      return hash < min ? hash : min;
    }, mask32),
  );
  return Array.from({ length: wordBandCount }, (_, band) => {
    const rows = mins.slice(band * rowsPerBand, (band + 1) * rowsPerBand).map((hash) => hash.toString(16).padStart(8, '0'));
    return `${band}:${rows.join('')}`;
  });
}
