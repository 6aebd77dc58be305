import { describe, expect, it } from 'vitest';
import { baseSlug, freeSlug, maxPostSlug } from './unique-slug';

describe('a post slug from its title', () => {
  it('follows the slug rule', () => {
    expect(baseSlug('Ten Tips for Remote Designers!')).toBe('ten-tips-for-remote-designers');
  });

  it('is "post" when the title has no letter or digit', () => {
    expect(baseSlug('!!! ???')).toBe('post');
  });

  it(`is cut to ${maxPostSlug} characters without a trailing hyphen`, () => {
    const slug = baseSlug(`${'a'.repeat(maxPostSlug - 1)} tail`);
    expect(slug).toBe('a'.repeat(maxPostSlug - 1));
  });
});

describe('a free slug', () => {
  it('is the base when nothing has it', () => {
    expect(freeSlug('hello', ['hello-2', 'other'])).toBe('hello');
  });

  it('counts up from -2 past the ones taken', () => {
    expect(freeSlug('hello', ['hello'])).toBe('hello-2');
    expect(freeSlug('hello', ['hello', 'hello-2', 'hello-3'])).toBe('hello-4');
  });

  it('takes the first gap', () => {
    expect(freeSlug('hello', ['hello', 'hello-3'])).toBe('hello-2');
  });
});
