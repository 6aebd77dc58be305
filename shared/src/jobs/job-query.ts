import { z } from '../zod';
import { categories } from '../categories';
import { lastJobListPage, maxSearchLength } from './category-listing';
import { employmentTypes, experienceLevels, type ExperienceLevel } from './job';

const categorySlugs = categories.map((c) => c.slug) as [string, ...string[]];

/** A comma-separated list in a query string (`employment=Full-time,Contract`), each value checked. */
function commaList<T extends [string, ...string[]]>(values: T, name: string) {
  return z
    .string()
    .max(200)
    .optional()
    .transform((text) => (text ? text.split(',').map((v) => v.trim()).filter(Boolean) : []))
    .pipe(z.array(z.enum(values, { message: `${name} must be one of ${values.join(', ')}` })));
}

/** The query of `GET /api/jobs`. */
export const jobListQuery = z.object({
  category: z.enum(categorySlugs, { message: 'category must be a known category slug' }),
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int({ message: 'page must be a whole number' })
    .min(1, { message: `page must be between 1 and ${lastJobListPage}` })
    .max(lastJobListPage, { message: `page must be between 1 and ${lastJobListPage}` })
    .default(1),
  q: z.string().trim().max(maxSearchLength, { message: `Search text must be at most ${maxSearchLength} characters` }).default(''),
  employment: commaList([...employmentTypes], 'employment'),
  experience: commaList(
    experienceLevels.map((l) => l.value) as [ExperienceLevel, ...ExperienceLevel[]],
    'experience',
  ),
});
export type JobListQuery = z.infer<typeof jobListQuery>;
