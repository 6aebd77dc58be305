import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('the slug rule', () => {
  it.each([
    ['Career Advice', 'career-advice'],
    ['UX/UI Design & Research!', 'uxui-design--research'],
    ['Ça va été', 'ça-va-été'],
    ['Top 10 Tools', 'top-10-tools'],
    ['already-a-slug', 'already-a-slug'],
  ])('turns %j into %j: lower-case, spaces to hyphens, other characters dropped', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
