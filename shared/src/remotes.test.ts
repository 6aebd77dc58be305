import { describe, expect, it } from 'vitest';
import { isRemoteName, remoteNames } from './remotes';
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
