import { categories } from '../categories';
import { emailAddress } from '../contracts';
import { employmentTypes, experienceLevels, maxSearchLength, type EmploymentType, type ExperienceLevel } from '../jobs';
import { z } from '../zod';
import { alertFrequencies } from './frequencies';

/**
 * The search an alert follows: a category page's category ('' for every category: the newsletter bar's alert), its
 * search text and its filters, as `categoryListingOf` reads them from the page's address (docs/pages.md).
 */
export interface AlertSearch {
  category: string;
  q: string;
  employment: EmploymentType[];
  experience: ExperienceLevel[];
  /** "Shows pay": only jobs whose pay reads as a range (docs/postings.md#shows-pay-filter). */
  pay: boolean;
}

const experienceValues = experienceLevels.map((level) => level.value) as [ExperienceLevel, ...ExperienceLevel[]];
const categorySlugs = categories.map((category) => category.slug) as [string, ...string[]];

/** The search fields of an alert; every one may be left out (an alert for all new jobs). */
const alertSearchInput = z.strictObject({
  category: z.union([z.literal(''), z.enum(categorySlugs, { message: 'Choose a category' })]).default(''),
  q: z.string().trim().max(maxSearchLength, { message: `Search at most ${maxSearchLength} characters` }).default(''),
  employment: z.array(z.enum(employmentTypes)).max(employmentTypes.length).default([]),
  experience: z.array(z.enum(experienceValues)).max(experienceValues.length).default([]),
  // A form's checkbox sends '1' (its page's hidden field too); JSON sends true or false.
  pay: z
    .union([z.boolean(), z.enum(['0', '1'])], { message: 'pay must be true or false' })
    .default(false)
    .transform((value) => value === true || value === '1'),
});

const frequency = z.enum(alertFrequencies, { message: 'Choose how often' });

/** `POST /api/alerts` and the form at `/alerts`: an address, a frequency and a search. `botField` is the trap. */
export const alertInput = alertSearchInput.extend({
  email: emailAddress,
  frequency,
  botField: z.string().max(500).optional(),
});
export type AlertInput = z.infer<typeof alertInput>;

/** The manage page's form: a new frequency and search for the alert its token names. */
export const alertUpdateInput = alertSearchInput.extend({ frequency });

/** The answer to a sign-up, the same for a new, a pending and a confirmed address (docs/alerts.md#the-rules). */
export interface AlertSignupResponse {
  ok: true;
}

/** The admin dashboard's alerts card: `GET /api/admin/alerts`. */
export interface AlertStats {
  /** Confirmed alerts per category ('' for all jobs), most first. */
  categories: { category: string; confirmed: number }[];
  /** Alerts waiting for their address to confirm. */
  pending: number;
  /** Mails the provider accepted since 00:00 UTC, of every kind. */
  sentToday: number;
  /** Paused alerts, newest first (at most 50), with why. */
  failures: { id: number; email: string; category: string; reason: string; pausedAt: string }[];
}
