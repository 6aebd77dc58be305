import { describe, expect, it } from 'vitest';
import { cachedAddress, lifetimeOf, queryFreshSeconds, queryStaleSeconds } from './cached-address';

const at = (address: string) => {
  const url = new URL(address, 'https://remotedesignjobs.test');
  return cachedAddress(url, url.pathname);
};

describe('the address a page is cached under', () => {
  it('is the path of a page without a query', () => {
    expect(at('/about')).toBe('/about');
    expect(at('/remote-graphic-design-jobs')).toBe('/remote-graphic-design-jobs');
  });

  it('is a category listing in its one spelling, however its query was written', () => {
    const one = '/remote-graphic-design-jobs?q=logo&page=2&employment=Contract&employment=Freelance&salary=60000&from=PT';
    expect(at('/remote-graphic-design-jobs?from=pt&employment=Freelance&employment=Contract&salary=60000&currency=USD&page=2&q=+logo+')).toBe(one);
    expect(at(one)).toBe(one);
    expect(at('/remote-graphic-design-jobs?page=1&q=')).toBe('/remote-graphic-design-jobs');
    expect(at('/remote-graphic-design-jobs?pay=1&q=logo')).toBe('/remote-graphic-design-jobs?q=logo&pay=1');
    expect(at('/remote-graphic-design-jobs?pay=0')).toBe('/remote-graphic-design-jobs');
  });

  it('is none for a query another page reads, or a parameter a listing does not', () => {
    expect(at('/post-job?edit=token')).toBeNull();
    expect(at('/blog?page=2')).toBeNull();
    expect(at('/remote-graphic-design-jobs?q=logo&utm_source=news')).toBeNull();
  });
});

describe('how long a page is kept', () => {
  it('keeps a plain page fresh for its whole time', () => {
    expect(lifetimeOf('/about', '/about', 600)).toEqual({ fresh: 600, kept: 600 });
  });

  it('keeps a listing’s query page fresh for a minute, then stale a while more, never past the owner’s bound', () => {
    const path = '/remote-graphic-design-jobs';
    expect(lifetimeOf(`${path}?q=logo`, path, 600)).toEqual({ fresh: queryFreshSeconds, kept: queryFreshSeconds + queryStaleSeconds });
    expect(lifetimeOf(`${path}?q=logo`, path, 20)).toEqual({ fresh: 20, kept: 20 });
    expect(lifetimeOf(`${path}?q=logo`, path, 0)).toEqual({ fresh: 0, kept: 0 });
  });
});
