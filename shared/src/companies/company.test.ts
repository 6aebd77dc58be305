import { describe, expect, it } from 'vitest';
import { routeOwner } from '../pages';
import { companySlug, companySlugOf, isCompanySlug } from './company';

describe('the company slug rule', () => {
  it.each([
    ['Acme Studio', 'acme-studio'],
    ['Acme & Co., Ltd.', 'acme-co-ltd'],
    ['  Northwind   Studio ', 'northwind-studio'],
    ['Café Größe', 'cafe-groe'],
    ['UX/UI Lab!', 'uxui-lab'],
    ['-Dash- Corp-', 'dash-corp'],
    ['株式会社', 'company'],
  ])('turns %j into %j: ASCII, lower-case, one hyphen between words', (name, slug) => {
    expect(companySlug(name)).toBe(slug);
    expect(isCompanySlug(slug)).toBe(true);
  });

  it('gives names that differ only in case and punctuation the same slug', () => {
    expect(companySlug('ACME studio')).toBe(companySlug('Acme Studio.'));
  });

  it('keeps a slug to 80 characters with no hyphen at its end', () => {
    const slug = companySlug(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
  });

  it('refuses what no name gives', () => {
    for (const value of ['', 'Acme', 'acme--studio', '-acme', 'acme-', 'acme_studio', 'a'.repeat(81)]) {
      expect(isCompanySlug(value)).toBe(false);
    }
  });

  it('reads the slug of a company page path only', () => {
    expect(companySlugOf('/companies/acme-studio')).toBe('acme-studio');
    expect(companySlugOf('/companies/acme/jobs')).toBeNull();
    expect(companySlugOf('/companies/')).toBeNull();
  });
});

describe('a company page path', () => {
  it('belongs to the jobs remote, whether or not the slug is one a name gives (the page says 404)', () => {
    expect(routeOwner('/companies/acme-studio')).toBe('jobs');
    expect(routeOwner('/companies/Not-A-Slug')).toBe('jobs');
    expect(routeOwner('/companies')).toBeNull();
    expect(routeOwner('/companies/acme/jobs')).toBeNull();
  });
});
