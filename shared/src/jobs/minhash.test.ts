import { describe, expect, it } from 'vitest';
import { descriptions } from '../../test/support/posting-texts';
import { shortTextWords, wordBandCount, wordBands, wordShare } from './minhash';

const short = 'Freelance illustrator for twelve spreads of a picture book, warm and playful, layered files, samples welcome.';

describe('word bands of a short text', () => {
  it('gives a short text its bands and a long one none', () => {
    expect(wordBands(short)).toHaveLength(wordBandCount);
    expect(wordBands(Array.from({ length: shortTextWords }, (_, i) => `word${i}`).join(' '))).toEqual([]);
    expect(wordBands('')).toEqual([]);
  });

  it('gives the same words the same bands, whatever their order, case and repeats', () => {
    expect(wordBands('Warm, playful ILLUSTRATOR illustrator')).toEqual(wordBands('illustrator playful warm'));
  });

  it('gives a copy with one changed word a band in common, and different descriptions none', () => {
    const shared = (a: string, b: string) => wordBands(a).filter((band) => wordBands(b).includes(band)).length;
    expect(shared(short, short.replace('twelve', 'ten'))).toBeGreaterThan(0);
    const firstSentence = (text: string) => text.split('.')[0]!;
    expect(shared(firstSentence(descriptions.brand), firstSentence(descriptions.motion))).toBe(0);
  });
});

describe('the share of words two texts have in common', () => {
  it('is shared distinct words over all distinct words', () => {
    expect(wordShare('a b c d', 'a b c e')).toBe(3 / 5);
    expect(wordShare('same words', 'Same, words!')).toBe(1);
    expect(wordShare('', '')).toBe(0);
  });
});
