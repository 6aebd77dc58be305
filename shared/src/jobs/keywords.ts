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

/** The home page's featured jobs (docs/api.md#jobs): 2 of the graphic design page's jobs and 1 of the UX/UI page's. */
export const featuredPicks = [
  { category: 'graphic-design', limit: 2 },
  { category: 'ux-ui-design', limit: 1 },
] as const;

/** Up to this many featured jobs on the home page (docs/limits.md#job-board). */
export const featuredJobsMax = 3;
