import { describe, expect, it } from 'vitest';
import { ftsQuery, maxSearchTerms } from './fts-query';
import { closestWord, editDistance } from './spelling';

describe('the search text as an FTS5 query', () => {
  it('quotes every word and phrase, keeps AND, OR and NOT between terms, and makes the last word a prefix', () => {
    expect(ftsQuery('senior "product designer" OR figm')?.match).toBe('"senior" "product designer" OR "figm"*');
    expect(ftsQuery('ux AND remote NOT contract')?.match).toBe('"ux" AND "remote" NOT "contract"*');
  });

  it('says whether an OR joins two terms, so a job may match holding only one of them', () => {
    expect(ftsQuery('figma OR sketch')?.anyOr).toBe(true);
    expect(ftsQuery('figma or sketch')?.anyOr).toBe(false);
    expect(ftsQuery('OR figma')?.anyOr).toBe(false);
  });

  it('drops operators that stand at an end or beside another, and lower-case ones are words', () => {
    expect(ftsQuery('OR figma AND')?.match).toBe('"figma"*');
    expect(ftsQuery('figma AND OR design')?.match).toBe('"figma" AND "design"*');
    expect(ftsQuery('figma or sketch')?.match).toBe('"figma" "or" "sketch"*');
  });

  it('turns FTS5 syntax the visitor typed into plain words', () => {
    expect(ftsQuery('title:figma')?.match).toBe('"title figma"');
    expect(ftsQuery('NEAR(figma design, 2)')?.match).toBe('"near figma" "design" "2"*');
    expect(ftsQuery('"unclosed phrase')?.match).toBe('"unclosed phrase"');
    expect(ftsQuery('figma\u0000\u001b"*^')?.match).toBe('"figma"*');
  });

  it('answers null for a text with no letter or digit', () => {
    for (const q of ['', '   ', '"', '*', '- + : ( )', 'AND OR NOT']) expect(ftsQuery(q), q).toBeNull();
  });

  it(`searches at most ${maxSearchTerms} terms`, () => {
    expect(ftsQuery('a b c d e f g h i j k')?.words).toHaveLength(maxSearchTerms);
  });

  it('searches a replaced word in place of the one typed, whole', () => {
    expect(ftsQuery('senior figam', new Map([['figam', 'figma']]))?.match).toBe('"senior" "figma"');
  });
});

describe('the spelling fallback', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('figam', 'figma')).toBe(1);
    expect(editDistance('desinger', 'designer')).toBe(1);
    expect(editDistance('ilustrator', 'illustrator')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('picks the closest word within the allowance, the one more jobs hold among equals', () => {
    expect(closestWord('figam', [{ term: 'figma', doc: 3 }, { term: 'final', doc: 90 }])).toBe('figma');
    expect(closestWord('desing', [{ term: 'design', doc: 50 }, { term: 'desk', doc: 900 }])).toBe('design');
    expect(closestWord('figam', [{ term: 'figure', doc: 5 }])).toBeNull();
    expect(closestWord('brnad', [{ term: 'brand', doc: 1 }, { term: 'briand', doc: 40 }])).toBe('brand');
  });
});
