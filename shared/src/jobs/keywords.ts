/**
 * docs/api.md#job-provider: a category's predefined boolean keywords joined with the visitor's search text by AND. Brackets are
 * dropped from the visitor's text and an OR in it is kept inside its own group, so a search can only narrow the
 * category, never escape it.
 */
export function searchKeywords(categoryKeywords: string, search: string): string {
  const text = search.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return categoryKeywords;
  return `${categoryKeywords} AND ${/\bOR\b/i.test(text) ? `(${text})` : text}`;
}

/** Home requests (docs/api.md#job-provider): keywords and limit of the two featured-jobs calls (page 1). */
export const featuredRequests = [
  { keywords: 'remote graphic design', limit: 2, page: 1 },
  { keywords: 'remote UX design', limit: 1, page: 1 },
] as const;

/** Up to this many featured jobs on the home page (docs/limits.md#job-board). */
export const featuredJobsMax = 3;
