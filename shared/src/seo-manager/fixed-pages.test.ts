import { describe, expect, it } from 'vitest';
import { categories } from '../categories';
import { fixedPagePaths } from './fixed-pages';

describe('the fixed pages of the SEO manager', () => {
  it('are exactly 17, each listed once', () => {
    expect(fixedPagePaths).toHaveLength(17);
    expect(new Set(fixedPagePaths).size).toBe(17);
  });

  it('are the seven site pages and the ten category pages', () => {
    expect(fixedPagePaths.slice(0, 7).sort()).toEqual(['/', '/about', '/blog', '/post-job', '/privacy', '/terms', '/thank-you']);
    expect(fixedPagePaths.slice(7)).toEqual(categories.map((c) => c.path));
    expect(fixedPagePaths).toContain('/remote-ux-ui-design-jobs');
    expect(fixedPagePaths).toContain('/piping-design-jobs-remote');
  });

  it('leave out the ui-ux alias, which shows the ux-ui page', () => {
    expect(fixedPagePaths).not.toContain('/remote-ui-ux-design-jobs');
  });
});
