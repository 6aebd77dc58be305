import { reachableJobs } from '@rdj/shared';
/**
 * What a category list says above its cards (docs/pages.md#category-listing-pages), static HTML from the edge: how
 * many jobs it holds in all, and for a search the index spelled again, what it searched instead.
 */

/** 1284 → "1,284"; written by hand (no `Intl`) so the edge and every browser print the same characters. */
function grouped(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "128 jobs", "1 job", "2,000+ jobs" past what its pages reach: the list's total, from its first page. */
export function JobTotal({ count }: { count: number }) {
  return (
    <p className="jobs-total">
      {count > reachableJobs ? `${grouped(reachableJobs)}+` : grouped(count)} {count === 1 ? 'job' : 'jobs'}
    </p>
  );
}

/** The words of `q` as the index cuts them (docs/job-index.md#search), each swapped for the word searched instead. */
function searchedText(q: string, searchedFor: Record<string, string>): string {
  return q.normalize('NFKC').replace(/[\p{L}\p{N}]+/gu, (word) => searchedFor[word.toLowerCase()] ?? word);
}

/** “a”, “a” or “b”, “a”, “b” or “c”. */
function quotedList(words: string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/** "Showing results for figma (no job mentions “figam”)": a search the index tried again with other words. */
export function ShowingResultsFor({ q, searchedFor }: { q: string; searchedFor: Record<string, string> }) {
  const missing = Object.keys(searchedFor);
  if (!q || missing.length === 0) return null;
  return (
    <p className="jobs-searched-for">
      Showing results for <strong>{searchedText(q, searchedFor)}</strong> (no job mentions {quotedList(missing)})
    </p>
  );
}
