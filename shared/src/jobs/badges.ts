import { formatDate } from '../dates';
import type { Job } from './job';

/** A job updated within this many days carries the New badge (docs/limits.md#job-board). */
export const newBadgeDays = 3;
const dayMs = 24 * 60 * 60 * 1000;

export type Badge = 'New' | 'Featured' | 'Urgent' | 'Competitive Pay' | '100% Remote';

/**
 * The provider's `updated` value as a date, or null when it is missing or not a date. A bare day ("2026-11-05") is
 * that day in the viewer's calendar: `Date` would read it as UTC midnight, the day before west of Greenwich.
 */
export function parseUpdated(updated: string | null | undefined): Date | null {
  const text = updated?.trim();
  if (!text) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  const bareDay = /^\d{4}-\d{2}-\d{2}$/.test(text);
  return bareDay ? new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) : date;
}

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The card's badges, in the order it shows them (docs/pages.md#job-card). */
export function jobBadges(job: Pick<Job, 'updated' | 'featured' | 'urgent' | 'salary' | 'type'>, now = new Date()): Badge[] {
  const badges: Badge[] = [];
  const updated = parseUpdated(job.updated);
  if (updated) {
    const age = now.getTime() - updated.getTime();
    if (age >= -dayMs && age <= newBadgeDays * dayMs) badges.push('New');
  }
  if (job.featured) badges.push('Featured');
  if (job.urgent) badges.push('Urgent');
  if (hasText(job.salary)) badges.push('Competitive Pay');
  if (job.type?.trim().toLowerCase() === 'remote') badges.push('100% Remote');
  return badges;
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * The posted-date text (docs/pages.md#job-card): Recently posted (missing or invalid), Updated Today, Updated Yesterday, otherwise
 * "Updated Nov 5, 2026". Days are the viewer's calendar days.
 */
export function postedDateText(updated: string | null | undefined, now = new Date()): string {
  const date = parseUpdated(updated);
  if (!date) return 'Recently posted';
  if (sameDay(date, now)) return 'Updated Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return 'Updated Yesterday';
  return `Updated ${formatDate(date)}`;
}

export type CardVariant = 'home' | 'category';

export interface CardFields {
  title: string;
  /** Null on the home card when the provider gave none (the line is left out). */
  company: string | null;
  location: string;
  type: string;
  /** Remote plus the type (docs/pages.md#job-card). */
  tags: string[];
}

/**
 * Card defaults (docs/pages.md#job-card): location Remote everywhere; type Full-time on the shared (home) card and Full Time on
 * category cards; company Company Not Listed on category cards.
 */
export function cardFields(job: Pick<Job, 'title' | 'company' | 'location' | 'type'>, variant: CardVariant): CardFields {
  const type = hasText(job.type) ? job.type.trim() : variant === 'home' ? 'Full-time' : 'Full Time';
  const company = hasText(job.company) ? job.company.trim() : variant === 'category' ? 'Company Not Listed' : null;
  const location = hasText(job.location) ? job.location.trim() : 'Remote';
  const tags = type.toLowerCase() === 'remote' ? ['Remote'] : ['Remote', type];
  return { title: job.title, company, location, type, tags };
}
