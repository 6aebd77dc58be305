import { describe, expect, it } from 'vitest';
import { descriptionLengthStatus, seoDescriptionMax, seoTitleMax, titleLengthStatus } from './lengths';

describe('the SEO manager counters', () => {
  it.each([
    [0, 'too short'],
    [49, 'too short'],
    [50, 'optimal'],
    [60, 'optimal'],
    [61, 'too long'],
  ] as const)('calls a title of %i characters %j', (length, status) => {
    expect(titleLengthStatus(length)).toBe(status);
  });

  it.each([
    [0, 'too short'],
    [149, 'too short'],
    [150, 'optimal'],
    [160, 'optimal'],
    [161, 'too long'],
  ] as const)('calls a description of %i characters %j', (length, status) => {
    expect(descriptionLengthStatus(length)).toBe(status);
  });

  it('caps the title at 60 and the description at 160 characters', () => {
    expect(seoTitleMax).toBe(60);
    expect(seoDescriptionMax).toBe(160);
  });
});
