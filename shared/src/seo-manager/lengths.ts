/**
 * The SEO manager's character counters (docs/validation.md#seo-manager): a page title aims for 50-60 characters and may not exceed 60;
 * a meta description aims for 150-160 and may not exceed 160.
 */

/** What a counter shows beside the count; also its display text. */
export type LengthStatus = 'too short' | 'optimal' | 'too long';

export const seoTitleMin = 50;
/** The title input's maxlength and the top of its optimal range. */
export const seoTitleMax = 60;
export const seoDescriptionMin = 150;
/** The description textarea's maxlength and the top of its optimal range. */
export const seoDescriptionMax = 160;

function lengthStatus(length: number, min: number, max: number): LengthStatus {
  if (length < min) return 'too short';
  return length > max ? 'too long' : 'optimal';
}

/** @example titleLengthStatus(55) // 'optimal' */
export function titleLengthStatus(length: number): LengthStatus {
  return lengthStatus(length, seoTitleMin, seoTitleMax);
}

/** @example descriptionLengthStatus(149) // 'too short' */
export function descriptionLengthStatus(length: number): LengthStatus {
  return lengthStatus(length, seoDescriptionMin, seoDescriptionMax);
}
