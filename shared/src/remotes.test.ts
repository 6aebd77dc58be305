import { describe, expect, it } from 'vitest';
import { isRemoteName, releaseEntryPath, remoteNames, remotePath, safeResourceHints, splitResourceHints } from './remotes';
import { routeOwner } from './pages';

describe('remote names', () => {
  it('lists every part of the product that owns routes, except the shell', () => {
    const owners = new Set(['/', '/blog', '/admin', '/about'].map(routeOwner));
    owners.delete('shell');
    expect([...remoteNames].sort()).toEqual([...owners].sort());
  });

  it.each(['shell', 'Jobs', '', '../jobs'])('does not take %j for a remote', (value) => {
    expect(isRemoteName(value)).toBe(false);
  });
});

describe('resource hints of a server render', () => {
  const preload = '<link rel="preload" as="image" href="/blog-images/a.png"/>';

  it('splits the image preloads React writes before a fragment from the HTML after them', () => {
    expect(splitResourceHints(`${preload}<article><img src="/blog-images/a.png"/></article>`)).toEqual({
      hints: preload,
      body: '<article><img src="/blog-images/a.png"/></article>',
    });
    expect(splitResourceHints('<article></article>')).toEqual({ hints: '', body: '<article></article>' });
  });

  it('keeps image preloads of the site’s files and of https addresses', () => {
    const https = '<link rel="preload" as="image" href="https://cdn.example/a.png" fetchPriority="high"/>';
    expect(safeResourceHints(preload + https)).toBe(preload + https);
  });

  it.each([
    '<link rel="preload" as="script" href="/x.js"/>',
    '<link rel="preload" as="image" href="javascript:alert(1)"/>',
    '<link rel="preload" as="image" href="http://plain.example/a.png"/>',
    '<script>alert(1)</script>',
    '<link rel="preload" as="image" href="/a.png"/><script>alert(1)</script>',
    '<link rel="preload" as="image" href="/a.png" onload="alert(1)"/>',
  ])('drops hints that are anything else: %s', (hints) => {
    expect(safeResourceHints(hints)).toBe('');
  });
});


describe('remotePath', () => {
  it("puts every address of a remote's files under /mfe/{name}/", () => {
    expect(remotePath('jobs')).toBe('/mfe/jobs/');
    expect(remotePath('blog', 'current.json')).toBe('/mfe/blog/current.json');
    expect(releaseEntryPath('admin', '20260101000000')).toBe('/mfe/admin/20260101000000/assets/remoteEntry.js');
  });
});
