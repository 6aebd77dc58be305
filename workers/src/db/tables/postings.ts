import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';

/** Jobs employers post through /post-job; shown on the board once approved. */
export const jobSubmissions = sqliteTable(
  'job_submissions',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location'),
    type: text('type').notNull(),
    category: text('category').notNull(),
    salary: text('salary'),
    description: text('description').notNull(),
    requirements: text('requirements'),
    applicationUrl: text('application_url').notNull(),
    companyWebsite: text('company_website'),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    reviewedAt: text('reviewed_at'),
    expiresAt: text('expires_at'),
    createdAt: createdAt(),
    // docs/postings.md#salary: a range, or all four null ("not disclosed"). `salary` above is the free text of
    // postings sent before ranges existed.
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period'),
    // docs/postings.md#where-you-can-work-from: a JSON list of country codes and region ids, [] for worldwide, and
    // an optional band of UTC offsets in hours. `location` above is its text as cards show it.
    workFrom: text('work_from').notNull().default('[]'),
    tzMin: integer('tz_min'),
    tzMax: integer('tz_max'),
    // docs/postings.md#pay-transparency-laws: the first number of the employer's size band, the benefits and other
    // pay, and the day applications close (YYYY-MM-DD); null on postings sent before the form asked.
    employerSize: integer('employer_size'),
    benefits: text('benefits'),
    applicationCloses: text('application_closes'),
    // docs/postings.md#lifecycle: how long an approved posting runs; closed early by the employer or an admin;
    // when the expiry reminder went out; an edit is a pending row naming the live posting it would replace.
    runDays: integer('run_days').notNull().default(30),
    closedAt: text('closed_at'),
    closedBy: text('closed_by', { enum: ['employer', 'admin', 'unconfirmed'] }),
    remindedAt: text('reminded_at'),
    // docs/postings.md#still-hiring: when this run's still-hiring mail went out, and when its employer confirmed.
    hiringAskedAt: text('hiring_asked_at'),
    hiringConfirmedAt: text('hiring_confirmed_at'),
    editOf: text('edit_of'),
    // docs/postings.md#review: the normalised apply URL and the description's 64-bit SimHash (16 hex digits) with
    // its four 16-bit bands (a near-duplicate within 3 bits shares at least one band), and the flags found at
    // submission as a JSON list.
    applyKey: text('apply_key'),
    simhash: text('simhash'),
    simBand0: text('sim_band_0'),
    simBand1: text('sim_band_1'),
    simBand2: text('sim_band_2'),
    simBand3: text('sim_band_3'),
    flags: text('flags').notNull().default('[]'),
    // docs/postings.md#companies: the company page the posting is listed on (set when approved).
    companySlug: text('company_slug'),
  },
  (t) => [
    index('job_submissions_status_idx').on(t.status, t.category),
    index('job_submissions_apply_key_idx').on(t.applyKey),
    index('job_submissions_sim_band_0_idx').on(t.simBand0),
    index('job_submissions_sim_band_1_idx').on(t.simBand1),
    index('job_submissions_sim_band_2_idx').on(t.simBand2),
    index('job_submissions_sim_band_3_idx').on(t.simBand3),
    index('job_submissions_edit_of_idx').on(t.editOf),
    index('job_submissions_company_idx').on(t.companySlug, t.status),
    index('job_submissions_expires_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * The MinHash bands of a short posting's words (docs/postings.md#short-descriptions), a row each: a new short
 * posting's candidates are the postings sharing one of its bands.
 */
export const submissionWordBands = sqliteTable(
  'submission_word_bands',
  {
    band: text('band').notNull(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => jobSubmissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.band, t.submissionId] })],
);

/** Company pages `/companies/{slug}` (docs/postings.md#companies); the logo is an R2 object under `logo_key`. */
export const companies = sqliteTable('companies', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  website: text('website'),
  logoKey: text('logo_key'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
