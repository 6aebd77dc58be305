import { describe, expect, it } from 'vitest';
import { alertPagePaths } from './alerts/paths';
import { postingLinkPaths } from './jobs/manage-posting';
import { defaultPage, isNoindexPath, pageEntries, routeOwner, sitemapPages } from './pages';

const postingLinkPagePaths = Object.values(postingLinkPaths);

describe('the page registry', () => {
  it('declares each fixed path once', () => {
    const paths = pageEntries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives an entry added to it its owner, its noindex and its title at once', () => {
    const path = '/hiring-guide';
    expect(routeOwner(path)).toBeNull();
    pageEntries.push({ path, owner: 'shell', title: 'Hiring guide | Remote Design Jobs', noindex: true });
    try {
      expect(routeOwner(path)).toBe('shell');
      expect(isNoindexPath(path)).toBe(true);
      expect(defaultPage(path).title).toBe('Hiring guide | Remote Design Jobs');
    } finally {
      pageEntries.pop();
    }
  });

  it("keeps out of search engines the forms' answers, the pages reached from mails, the redirect and the admin", () => {
    for (const path of ['/redirect', '/thank-you', '/subscribe', '/subscribed', ...alertPagePaths, ...postingLinkPagePaths]) {
      expect(isNoindexPath(path), path).toBe(true);
    }
    expect(isNoindexPath('/admin/blog')).toBe(true);
    expect(sitemapPages.map((page) => page.path).filter(isNoindexPath)).toEqual([]);
  });

  it('lets search engines index the pages of the sitemap, the aliases, postings, companies and posts', () => {
    for (const path of ['/', '/about', '/blog', '/post-job', '/remote-ui-ux-design-jobs', '/jobs/abc-1', '/companies/acme', '/blog/a-post']) {
      expect(isNoindexPath(path), path).toBe(false);
    }
  });

  it('gives the alerts pages to the shell and the posting links to the jobs remote', () => {
    expect(alertPagePaths.map(routeOwner)).toEqual(alertPagePaths.map(() => 'shell'));
    expect(postingLinkPagePaths.map(routeOwner)).toEqual(postingLinkPagePaths.map(() => 'jobs'));
  });
});
