/**
 * Words of the form `sandbox-…` in a search's keywords are meant for the sandbox, not the search: a test puts one in
 * the visitor's search text to make its search its own (counted apart from every other test's searches, which share
 * the default key) and `sandbox-delay-<ms>…` also holds the answer back for that long, so a test can act while the
 * provider call is under way.
 */

/** Longest delay a label can ask for: longer than any timeout the tests use, short enough not to hold a run. */
export const maxDelayMs = 10_000;

interface LabelledSearch {
  /** The keywords with the labels taken out (an `AND` left dangling is ignored by the search). */
  keywords: string;
  labels: string[];
  delayMs: number;
}

const labelPattern = /\bsandbox-[a-z0-9-]+/gi;

/** Splits the sandbox's labels off a search's keywords. */
export function readLabels(keywords: string): LabelledSearch {
  const labels = (keywords.match(labelPattern) ?? []).map((label) => label.toLowerCase());
  const delays = labels.map((label) => /^sandbox-delay-(\d+)/.exec(label)?.[1]).filter((ms) => ms !== undefined);
  return {
    keywords: keywords.replace(labelPattern, ' '),
    labels,
    delayMs: Math.min(Math.max(0, ...delays.map(Number)), maxDelayMs),
  };
}
