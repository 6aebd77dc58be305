import {
  applyKey,
  categories,
  employmentTypes,
  experienceLevelOf,
  fnv1a64,
  matchesCategory,
  matchesEmployment,
  parseUpdated,
  postingJob,
  postingPage,
  salaryOf,
  simhash,
  workFromOf,
  yearlyTop,
  type Job,
  type PublicPosting,
} from '@rdj/shared';
import type { ProviderJob } from '../provider/provider';

/**
 * A job as the index holds it (docs/job-index.md#the-index): what the card shows, and what the filters need read
 * once, here, so no page view reads a job's text again: the salary as a currency and a yearly top, the employment
 * types its type matches (a bit each), its experience level, the categories its title and snippet belong to and the
 * places it can be done from (`*` anywhere; null when it does not say).
 */
export interface IndexRow extends Pick<Job, ShownField | 'featured' | 'urgent'> {
  key: string;
  source: 'provider' | 'posting';
  description: string;
  tags: string;
  applyKey: string;
  simhash: string | null;
  salaryCurrency: string | null;
  salaryYearlyTop: number | null;
  employment: number;
  experience: 'entry' | 'mid' | 'senior';
  /** A posting's page and its company's page; null for a provider job (and a posting's company without a page). */
  postingPath: string | null;
  companyPath: string | null;
  /** When a posting stops being shown; null for a provider job, which ingest closes when it goes. */
  validThrough: string | null;
  /** The provider's date as ISO text, or null: the index then keeps when it first saw the job. */
  updatedAt: string | null;
  contentHash: string;
  categories: string[];
  /** `categories` as the full-text index's `listed` column (`listedWords`). */
  listed: string;
  places: string[] | null;
}

/** What a listing shows of a job, as the board's `Job` has it. */
export type ShownField = 'title' | 'company' | 'location' | 'type' | 'salary' | 'snippet' | 'link' | 'updated';

/** The place that stands for "anywhere" among a job's places. */
export const anywhere = '*';

/** Bit i set for each of `names` that is `employmentTypes[i]`: how the index writes employment types. */
export function employmentMask(names: readonly string[]): number {
  return employmentTypes.reduce((bits, name, i) => (names.includes(name) ? bits | (1 << i) : bits), 0);
}

/** The employment types `type` matches, as a mask (a job without a type is full time, as its card says). */
function employmentBits(type: string | null): number {
  return employmentMask(employmentTypes.filter((name) => matchesEmployment(type, [name])));
}

/** The categories a job belongs to by the category rule (docs/validation.md#category-job-filtering). */
function categoriesOf(job: Pick<Job, 'title' | 'snippet'>): string[] {
  return categories.filter((category) => matchesCategory(category.slug, job)).map((category) => category.slug);
}

/**
 * A category's word in the full-text index's `listed` column: its slug without hyphens, one token for the tokenizer
 * (docs/job-index.md#search). `listedWordSql` is the same rule in SQL.
 */
export function listedWord(category: string): string {
  return category.replaceAll('-', '');
}
const listedWordSql = (column: string) => `replace(${column}, '-', '')`;

/** The `listed` column of a job listed on `categories`: their words, in the order of their slugs. */
function listedWords(categories: readonly string[]): string {
  return [...categories].sort().map(listedWord).join(' ');
}

/** The same, in SQL, from the category entries of the `indexed_jobs` row at hand: what it is listed on now. */
export const listedOfEntries = `coalesce((SELECT group_concat(w, ' ') FROM (SELECT ${listedWordSql('c.category')} AS w
  FROM indexed_job_categories c WHERE c.job_id = indexed_jobs.id ORDER BY c.category)), '')`;

/** What a job shows, as one hash: ingest tells a changed job from an unchanged one by it. */
function contentHashOf(job: Omit<IndexRow, 'contentHash' | 'categories' | 'listed' | 'places'>): string {
  const shown = [
    job.title,
    job.company,
    job.location,
    job.type,
    job.salary,
    job.snippet,
    job.description,
    job.link,
    job.updated,
    job.featured,
    job.urgent,
    job.postingPath,
    job.companyPath,
    job.validThrough,
  ];
  return fnv1a64(JSON.stringify(shown)).toString(16).padStart(16, '0');
}

/** The key a provider job is upserted by: the provider's own id where it gives one, else its apply key. */
export function providerKey(job: Pick<ProviderJob, 'providerId' | 'link'>): string {
  return job.providerId === null ? `apply:${applyKey(job.link)}` : `provider:${job.providerId}`;
}

/** A job, as the board shows it, as its index row: `categories` are the category pages that list it. */
function rowOf(key: string, source: IndexRow['source'], job: Job, description: string, categories: string[], validThrough: string | null = null): IndexRow {
  const salary = salaryOf(job);
  const places = workFromOf(job);
  const fields = {
    key,
    source,
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type,
    salary: job.salary,
    snippet: job.snippet,
    description,
    link: job.link,
    updated: job.updated,
    featured: job.featured,
    urgent: job.urgent,
    postingPath: job.postingPath ?? null,
    companyPath: job.companyPath ?? null,
    validThrough,
    tags: ['Remote', job.type ?? 'Full-time'].join(' '),
    applyKey: applyKey(job.link),
    simhash: simhash(`${job.title} ${description}`),
    salaryCurrency: salary?.currency ?? null,
    salaryYearlyTop: salary ? yearlyTop(salary) : null,
    employment: employmentBits(job.type),
    experience: experienceLevelOf(job),
    updatedAt: parseUpdated(job.updated)?.toISOString() ?? null,
  };
  return { ...fields, contentHash: contentHashOf(fields), categories, listed: listedWords(categories), places: places === null ? null : places.length === 0 ? [anywhere] : [...places] };
}

/** The most characters of a provider job's description the index keeps (docs/job-index.md#ingest). */
export const descriptionMaxLength = 20_000;

/** `text` cut to `max` UTF-16 units, never through a character written as two. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max;
  return text.slice(0, end);
}

/** A provider job as its index row: listed by every category whose rule keeps it, its description capped. */
export function providerRow(job: ProviderJob): IndexRow {
  const { providerId: _id, description, ...board } = job;
  return rowOf(providerKey(job), 'provider', board, cut(description, descriptionMaxLength), categoriesOf(job));
}

/** An open posting's key in the index. */
export function postingKey(id: string): string {
  return `posting:${id}`;
}

/** The posting an index key names (`postingKey` the other way), or null for a provider job's key. */
export function postingIdOfKey(key: string): string | null {
  return key.startsWith('posting:') ? key.slice('posting:'.length) : null;
}

/** An open posting as its index row: Featured, listed by the category page its employer chose (docs/postings.md). */
export function postingRow(posting: PublicPosting): IndexRow {
  const page = postingPage(posting.category);
  return rowOf(postingKey(posting.id), 'posting', postingJob(posting), posting.description, page ? [page] : [], posting.validThrough);
}
