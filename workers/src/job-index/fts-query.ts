/**
 * The visitor's search text as an FTS5 query (docs/job-index.md#search). The query language the provider understood
 * stays: words (all of them must match), "quoted phrases", and AND, OR and NOT in capitals between them. Nothing the
 * visitor types reaches FTS5 as syntax: every word and phrase goes in double quotes, made only of the letters and
 * digits FTS5's tokenizer would keep, so quotes, `*`, `NEAR(...)`, `column:` filters and control characters are
 * plain text. The last word is also a prefix (`"figm"*`), so a word typed in part finds the whole word.
 */

/** A word or phrase of the search, or an operator between two of them. */
type Part = { kind: 'term'; words: string[]; prefix: boolean } | { kind: 'op'; op: 'AND' | 'OR' | 'NOT' };

/** At most this many terms are searched; the rest of a longer text is left out. */
export const maxSearchTerms = 8;

/** The words of `text` as the index's tokenizer (unicode61) cuts them: letters and digits, lower case. */
function searchWords(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function partsOf(text: string): Part[] {
  const parts: Part[] = [];
  for (const match of text.matchAll(/"([^"]*)"?|(\S+)/g)) {
    const [, phrase, word] = match;
    if (word === 'AND' || word === 'OR' || word === 'NOT') {
      parts.push({ kind: 'op', op: word });
      continue;
    }
    const words = searchWords(phrase ?? word ?? '');
    if (words.length > 0) parts.push({ kind: 'term', words, prefix: phrase === undefined });
  }
  return parts;
}

/** Operators only between two terms (one at most); a term after a term is ANDed. */
function wellFormed(parts: Part[]): Part[] {
  const out: Part[] = [];
  let terms = 0;
  for (const part of parts) {
    const last = out.at(-1);
    if (part.kind === 'op') {
      if (last?.kind === 'term') out.push(part);
      continue;
    }
    if (terms === maxSearchTerms) break;
    out.push(part);
    terms++;
  }
  while (out.at(-1)?.kind === 'op') out.pop();
  return out;
}

const quoted = (words: string[]) => `"${words.join(' ')}"`;

export interface FtsQuery {
  /** The FTS5 MATCH expression. */
  match: string;
  /** Each single word searched, in order (what a spelling fallback may replace). */
  words: string[];
  /** Whether an OR joins two of its terms: a job then need not hold every term. */
  anyOr: boolean;
}

/**
 * `q` as an FTS5 MATCH expression, with `replace` giving another word for a word (the spelling fallback); null when
 * no letter or digit is left to search.
 *
 * @example
 * ftsQuery('senior "product designer" OR figm').match // '"senior" "product designer" OR "figm"*'
 */
export function ftsQuery(q: string, replace: ReadonlyMap<string, string> = new Map()): FtsQuery | null {
  const parts = wellFormed(partsOf(q));
  if (parts.length === 0) return null;
  const lastTerm = parts.length - 1; // wellFormed ends on a term
  const words: string[] = [];
  const match = parts
    .map((part, i) => {
      if (part.kind === 'op') return part.op;
      if (part.words.length > 1) return quoted(part.words.map((word) => replace.get(word) ?? word));
      const [word] = part.words as [string];
      words.push(word);
      const replaced = replace.get(word);
      if (replaced) return quoted([replaced]);
      return part.prefix && i === lastTerm ? `${quoted([word])}*` : quoted([word]);
    })
    .join(' ');
  return { match, words, anyOr: parts.some((part) => part.kind === 'op' && part.op === 'OR') };
}
