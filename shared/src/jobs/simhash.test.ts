import { describe, expect, it } from 'vitest';
import { descriptions } from '../../test/support/posting-texts';
import { bandsOf, fnv1a64, hammingDistance, similarBits, simhash, wordsOf } from './simhash';

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64-bit values', () => {
    expect(fnv1a64('')).toBe(0xcbf29ce484222325n);
    expect(fnv1a64('a')).toBe(0xaf63dc4c8601ec8cn);
    expect(fnv1a64('foobar')).toBe(0x85944171f73967e8n);
  });
});

describe('wordsOf', () => {
  it('lower-cases and drops punctuation, keeping letters and digits of any script', () => {
    expect(wordsOf('Senior UX/UI Designer — São Paulo, 5+ years!')).toEqual(['senior', 'ux', 'ui', 'designer', 'são', 'paulo', '5', 'years']);
  });
});

describe('simhash', () => {
  it('is 16 hex digits and the same on every run', () => {
    expect(simhash('Senior Brand Designer. Lead our brand work.')).toBe('b4cc9a1decd11414');
    expect(simhash(descriptions.product)).toMatch(/^[0-9a-f]{16}$/);
    expect(simhash(descriptions.product)).toBe(simhash(descriptions.product));
  });

  it('ignores case, punctuation and spacing', () => {
    expect(simhash('Lead our brand work, and our  packaging.')).toBe(simhash('lead OUR brand work and our packaging'));
  });

  it('is null for a text without a word', () => {
    expect(simhash(' … !!! ')).toBeNull();
  });

  it.each([
    ['a title changed', 'UX Designer, Payments\n' + descriptions.ux, 'Senior UX Designer (Payments)\n' + descriptions.ux],
    [
      'two words changed',
      descriptions.research,
      descriptions.research.replace('four years', 'five years').replace('every quarter', 'every month'),
    ],
    [
      'two words changed and a sentence added',
      descriptions.product,
      descriptions.product.replace('two engineers', 'three engineers').replace('every week', 'every month') +
        '\nPlease apply with a portfolio.',
    ],
    [
      'three words changed',
      descriptions.graphic,
      descriptions.graphic.replace('Spanish is a plus', 'Catalan is a plus').replace('in Spanish', 'in Catalan'),
    ],
    ['a length and a time changed', descriptions.motion, descriptions.motion.replace('twenty hours', 'thirty hours').replace('twice a week', 'once a week')],
  ])('puts a copy with %s within similarBits', (_, original, copy) => {
    expect(hammingDistance(simhash(original)!, simhash(copy)!)).toBeLessThanOrEqual(similarBits);
  });

  it('keeps different postings more than similarBits apart', () => {
    const prints = Object.values(descriptions).map((text) => simhash(text)!);
    for (const [i, a] of prints.entries()) {
      for (const b of prints.slice(i + 1)) expect(hammingDistance(a, b)).toBeGreaterThan(similarBits);
    }
  });
});

describe('bandsOf', () => {
  it('cuts a fingerprint into four bands of four hex digits', () => {
    expect(bandsOf('0123456789abcdef')).toEqual(['0123', '4567', '89ab', 'cdef']);
  });

  it('gives fingerprints within similarBits at least one band in common', () => {
    const a = 'ffffffffffffffff';
    // Three bits off, each in a different band: the fourth band is still the same.
    const b = 'fffeffffbffff7ff';
    expect(hammingDistance(a, b)).toBe(3);
    const shared = bandsOf(a).filter((band, i) => band === bandsOf(b)[i]);
    expect(shared.length).toBeGreaterThanOrEqual(1);
  });
});

describe('hammingDistance', () => {
  it('counts the bits two fingerprints differ in', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', '8000000000000001')).toBe(2);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
  });
});
