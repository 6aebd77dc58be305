import { describe, expect, it } from 'vitest';
import { pagePath } from './page-path';

describe('pagePath', () => {
  it('drops trailing slashes, so /about/ is the /about page', () => {
    expect(pagePath('/about/')).toBe('/about');
    expect(pagePath('/blog/some-post//')).toBe('/blog/some-post');
  });

  it('keeps the home page and a path without a trailing slash as they are', () => {
    expect(pagePath('/')).toBe('/');
    expect(pagePath('//')).toBe('/');
    expect(pagePath('')).toBe('/');
    expect(pagePath('/remote-graphic-design-jobs')).toBe('/remote-graphic-design-jobs');
  });
});
