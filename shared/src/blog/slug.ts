/**
 * The slug of a post, category or tag name (docs/validation.md#slug-rule): lower-case, spaces become hyphens, every character other
 * than a letter, a digit or a hyphen is dropped.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^\p{L}\p{N}-]/gu, '');
}
