import { categories } from '@rdj/shared';

/**
 * The name an alert's category goes by: '' is the newsletter bar's alert for every job ("All jobs"), a slug is its
 * category page's name, and a slug no page has any more is shown as it is rather than hidden.
 */
export function categoryName(slug: string): string {
  if (slug === '') return 'All jobs';
  return categories.find((category) => category.slug === slug)?.name ?? slug;
}
