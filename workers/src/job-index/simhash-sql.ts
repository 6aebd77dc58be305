import { bandCount, similarBits } from '@rdj/shared';

const hexDigits = '0123456789abcdef';
/** The count of set bits of each nibble 0 to 15, one digit each. */
const nibbleBits = '0112122312232334';

/** SQL for nibble `i` (1-based) of the 16-hex-digit fingerprint `column`, as 0 to 15. */
function nibble(column: string, i: number): string {
  return `(instr('${hexDigits}', substr(${column}, ${i}, 1)) - 1)`;
}

/**
 * SQL for how many bits two fingerprint columns differ in (`hammingDistance` of shared/src/jobs/simhash.ts), nibble
 * by nibble: SQLite has no XOR or bit count, so a nibble's XOR is `(a | b) - (a & b)` and its bits are read from
 * `nibbleBits`.
 */
export function hammingSql(a: string, b: string): string {
  const terms = Array.from({ length: 16 }, (_, k) => {
    const [x, y] = [nibble(a, k + 1), nibble(b, k + 1)];
    return `substr('${nibbleBits}', ((${x} | ${y}) - (${x} & ${y})) + 1, 1)`;
  });
  return `(${terms.join(' + ')})`;
}

/** SQL for the `bandCount` bands of fingerprint `column` as `indexed_posting_bands` keeps them: `<i>:<4 hex digits>`. */
function bandsSql(column: string): string {
  return Array.from({ length: bandCount }, (_, i) => `'${i}:' || substr(${column}, ${i * 4 + 1}, 4)`).join(', ');
}

/**
 * SQL for the key of an open posting whose fingerprint is within `similarBits` of `column`'s, or null: the postings
 * sharing one of its bands (two fingerprints that close always share one) are the only ones compared.
 */
export function similarPostingSql(column: string): string {
  return `(SELECT p.key FROM indexed_posting_bands b JOIN indexed_jobs p ON p.key = b.posting_key
    WHERE ${column} IS NOT NULL AND b.band IN (${bandsSql(column)}) AND p.closed_at IS NULL
    AND ${hammingSql('p.simhash', column)} <= ${similarBits} LIMIT 1)`;
}
