/** The home page's featured jobs (docs/api.md#jobs): 2 of the graphic design page's jobs and 1 of the UX/UI page's. */
export const featuredPicks = [
  { category: 'graphic-design', limit: 2 },
  { category: 'ux-ui-design', limit: 1 },
] as const;

/** Up to this many featured jobs on the home page (docs/limits.md#job-board). */
export const featuredJobsMax = 3;
