import { slugify } from '@rdj/shared';

/** Longest slug a post gets: its address must stay within the 200 characters a post slug may have. */
export const maxPostSlug = 190;

/** The slug a title starts from: the slug rule, cut to `maxPostSlug`; `post` when nothing of the title is left. */
export function baseSlug(title: string): string {
  return slugify(title).slice(0, maxPostSlug).replace(/-+$/, '') || 'post';
}

/**
 * `base`, or `base-2`, `base-3`… : the first that is not in `taken`.
 *
 * @example
 * freeSlug('hello', ['hello', 'hello-2']) // 'hello-3'
 */
export function freeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
