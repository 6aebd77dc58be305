/**
 * The spelling fallback of docs/job-index.md#search: a word no indexed job holds is replaced by the indexed word
 * closest to it, so "figam" finds Figma jobs. Candidates come from the index's own vocabulary
 * (`indexed_jobs_vocab_columns`, FTS5's fts5vocab over `indexed_jobs_fts`, by column): words of its text columns, not
 * of `listed`, of the same first letter and a length within two. The closest is the one fewest edits away (a letter added, dropped, changed, or two neighbours
 * swapped), at most one edit for a word of up to 5 letters and two for a longer one; among equals, the word more
 * jobs hold.
 */

/** Edits between `a` and `b`, counting a swap of two neighbouring letters as one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The most edits a word of `length` letters may be from its replacement. */
function editsAllowed(length: number): number {
  return length <= 5 ? 1 : 2;
}

/** Words shorter than this are never replaced: too many words are one edit from them. */
const shortestReplaced = 4;

/** The candidate of `candidates` closest to `word` within its allowance, or null. */
export function closestWord(word: string, candidates: readonly { term: string; doc: number }[]): string | null {
  let best: { term: string; doc: number; edits: number } | null = null;
  for (const candidate of candidates) {
    const edits = editDistance(word, candidate.term);
    if (edits === 0 || edits > editsAllowed(word.length)) continue;
    if (!best || edits < best.edits || (edits === best.edits && candidate.doc > best.doc)) best = { ...candidate, edits };
  }
  return best?.term ?? null;
}

/**
 * For each of `words` that no indexed job holds (nor, for the last, begins with), the indexed word to search
 * instead; words that have none are left out of the map.
 */
export async function spellingFixes(db: D1Database, words: readonly string[]): Promise<Map<string, string>> {
  const fixes = new Map<string, string>();
  const asked = [...new Set(words)].filter((word) => word.length >= shortestReplaced);
  if (asked.length === 0) return fixes;
  const known = await db
    .prepare(`SELECT DISTINCT term FROM indexed_jobs_vocab_columns WHERE term IN (${asked.map(() => '?').join(', ')}) AND col <> 'listed'`)
    .bind(...asked)
    .all<{ term: string }>();
  const knownWords = new Set(known.results.map((row) => row.term));
  for (const word of asked.filter((w) => !knownWords.has(w))) {
    const first = word[0]!;
    const next = String.fromCodePoint(first.codePointAt(0)! + 1);
    const allowed = editsAllowed(word.length);
    // A candidate is a word of the text columns; the jobs that hold it are counted in the column most of them hold it in.
    const candidates = await db
      .prepare(
        `SELECT term, max(doc) AS doc FROM indexed_jobs_vocab_columns
         WHERE term >= ?1 AND term < ?2 AND length(term) BETWEEN ?3 AND ?4 AND col <> 'listed' GROUP BY term`,
      )
      .bind(first, next, word.length - allowed, word.length + allowed)
      .all<{ term: string; doc: number }>();
    const closest = closestWord(word, candidates.results);
    if (closest) fixes.set(word, closest);
  }
  return fixes;
}
