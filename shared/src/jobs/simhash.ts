/**
 * The description fingerprint of docs/postings.md#review: a 64-bit SimHash of a text's words, each counted as often
 * as it occurs. Texts that share most of their words get fingerprints a few bits apart; unrelated ones do not.
 * Single words, not runs of three: one changed word changes three runs, and on a description of 100 to 200 words
 * three changed words then moved the fingerprint past `similarBits` more often than not (docs/postings.md#review).
 */

/** Fingerprints this many bits apart or fewer are near-identical texts (docs/postings.md#review). */
export const similarBits = 3;
/** The fingerprint's four 16-bit bands (4 hex digits each): two fingerprints within `similarBits` share one. */
export const bandCount = 4;

const fnvOffset = 0xcbf29ce484222325n;
const fnvPrime = 0x100000001b3n;
const mask64 = (1n << 64n) - 1n;
const encoder = new TextEncoder();

/** FNV-1a, 64-bit, of the UTF-8 bytes of `text`: stable across runs and machines. */
export function fnv1a64(text: string): bigint {
  let hash = fnvOffset;
  for (const byte of encoder.encode(text)) hash = ((hash ^ BigInt(byte)) * fnvPrime) & mask64;
  return hash;
}

/** The lower-cased words of `text`, punctuation and spacing left out. */
export function wordsOf(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * The SimHash of `text` as 16 hex digits: each bit is the majority vote of that bit over its words' hashes. Null for
 * a text without a word, which has nothing to compare.
 *
 * @example
 * simhash('Senior Brand Designer. Lead our brand work.') // 'b4cc9a1decd11414'
 */
export function simhash(text: string): string | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const votes = new Array<number>(64).fill(0);
  for (const word of words) {
    const hash = fnv1a64(word);
    for (let bit = 0; bit < 64; bit++) votes[bit]! += (hash >> BigInt(bit)) & 1n ? 1 : -1;
  }
  let fingerprint = 0n;
  for (let bit = 0; bit < 64; bit++) if (votes[bit]! > 0) fingerprint |= 1n << BigInt(bit);
  return fingerprint.toString(16).padStart(16, '0');
}

/** The fingerprint's `bandCount` bands, each 4 of its hex digits. */
export function bandsOf(fingerprint: string): string[] {
  return Array.from({ length: bandCount }, (_, i) => fingerprint.slice(i * 4, i * 4 + 4));
}

/** How many bits two fingerprints differ in (0 to 64). */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (diff) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}
