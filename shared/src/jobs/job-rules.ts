import { categories } from '../categories';
import type { ExperienceLevel, Job } from './job';

const textOf = (job: Pick<Job, 'title' | 'snippet'>) => `${job.title} ${job.snippet}`.toLowerCase();

/**
 * Category job filtering (docs/validation.md#category-job-filtering) on the provider's results: graphic needs "graphic" and "design" (or "graphic
 * designer"); UI/UX needs ux, ui, user experience or user interface (whole words, so "build" is not "ui"); every
 * other category needs the first word of its name and "design". Title or snippet.
 */
export function matchesCategory(categorySlug: string, job: Pick<Job, 'title' | 'snippet'>): boolean {
  const text = textOf(job);
  if (categorySlug === 'graphic-design') {
    return (text.includes('graphic') && text.includes('design')) || text.includes('graphic designer');
  }
  if (categorySlug === 'ux-ui-design') {
    return /\bux\b|\bui\b|user experience|user interface/.test(text);
  }
  const category = categories.find((c) => c.slug === categorySlug);
  if (!category) return false;
  const firstWord = category.name.split(/\s+/)[0]!.toLowerCase();
  return text.includes(firstWord) && text.includes('design');
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The employment filter (docs/validation.md#employment-and-experience-filters): a job matches when its type contains one of the chosen types ("Full Time" and
 * "full-time" are the same). Nothing chosen matches everything; a job without a type counts as full time (the
 * card's default).
 */
export function matchesEmployment(type: string | null, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  const have = letters(type?.trim() ? type : 'Full-time');
  return chosen.some((c) => have.includes(letters(c)));
}

const entryWords = /\b(junior|jr|entry|intern|internship|graduate|trainee|apprentice)\b/;
const seniorWords = /\b(senior|sr|lead|principal|staff|head|director|manager)\b/;

/** The experience level a job's title (or, failing that, its snippet) names; plain titles are mid level. */
export function experienceLevelOf(job: Pick<Job, 'title' | 'snippet'>): ExperienceLevel {
  for (const text of [job.title.toLowerCase(), job.snippet.toLowerCase()]) {
    if (seniorWords.test(text)) return 'senior';
    if (entryWords.test(text)) return 'entry';
  }
  return 'mid';
}
