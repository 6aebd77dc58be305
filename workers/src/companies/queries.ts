import { companyPath, type AdminCompany, type Company, type Job } from '@rdj/shared';
import { and, asc, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, jobSubmissions } from '../db/tables/postings';
import { openAt } from '../db/submission-rows';
import { listedJob } from '../job-index/listed-job';
import { indexedColumns, type IndexedJob } from '../job-index/listing';

type Row = typeof companies.$inferSelect;

/** The most postings a company page lists (docs/postings.md#companies). */
const maxCompanyJobs = 50;
/** The most companies the admin's list shows. */
const maxAdminCompanies = 1000;

export function toCompany(row: Row): Company {
  return { slug: row.slug, name: row.name, website: row.website, logoUrl: row.logoKey ? `/${row.logoKey}` : null };
}

export async function companyRow(db: Db, slug: string): Promise<Row | null> {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  return row ?? null;
}

/** The company `slug`, or null. */
export async function companyBySlug(db: Db, slug: string): Promise<Company | null> {
  const row = await companyRow(db, slug);
  return row ? toCompany(row) : null;
}

/**
 * The company's open jobs from the job index (docs/job-index.md#postings), newest first: its open postings, each
 * leaving at its end.
 */
export async function openCompanyJobs(d1: D1Database, slug: string, now = new Date()): Promise<Job[]> {
  const rows = await d1
    .prepare(
      // By the company's own index: offered the open jobs' (closed, sort time), SQLite walked every open job of the
      // index newest first to find the company's (100,000 rows read for a company page over 100,000 jobs).
      `SELECT ${indexedColumns} FROM indexed_jobs j INDEXED BY indexed_jobs_company WHERE j.company_path = ?1 AND j.closed_at IS NULL
       AND (j.valid_through IS NULL OR j.valid_through > ?2) ORDER BY j.sort_at DESC, j.id DESC LIMIT ?3`,
    )
    .bind(companyPath(slug), now.toISOString(), maxCompanyJobs)
    .all<IndexedJob>();
  return rows.results.map(listedJob);
}

/** How many open postings the company has. */
export async function openPostingCount(db: Db, slug: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobSubmissions)
    .where(and(eq(jobSubmissions.companySlug, slug), openAt(now)));
  return row?.n ?? 0;
}

/**
 * Makes the company `slug` if there is none, named `name`; an existing company keeps its name (the admin may have
 * changed it) and gets `website` only when it has none. Then lists the posting `postingId` on it.
 */
export async function upsertCompanyFor(db: Db, postingId: string, slug: string, name: string, website: string | null): Promise<void> {
  await db.batch([
    db
      .insert(companies)
      .values({ slug, name, website })
      .onConflictDoUpdate({ target: companies.slug, set: { website: sql`coalesce(${companies.website}, excluded.website)` } }),
    db.update(jobSubmissions).set({ companySlug: slug }).where(eq(jobSubmissions.id, postingId)),
  ]);
}

/** Every company (by name) with its open postings counted, for the admin. */
export async function adminCompanies(db: Db, now = new Date()): Promise<AdminCompany[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(companies).orderBy(asc(companies.name), asc(companies.slug)).limit(maxAdminCompanies),
    db
      .select({ slug: jobSubmissions.companySlug, n: count() })
      .from(jobSubmissions)
      .where(and(isNotNull(jobSubmissions.companySlug), openAt(now)))
      .groupBy(jobSubmissions.companySlug),
  ]);
  const open = new Map(counts.map((c) => [c.slug, c.n]));
  return rows.map((row) => toAdminCompany(row, open.get(row.slug) ?? 0));
}

export function toAdminCompany(row: Row, openPostings: number): AdminCompany {
  return { ...toCompany(row), openPostings, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** Changes a company's name, website or logo key; the row as it is now, or null when there is no such company. */
export async function updateCompany(
  db: Db,
  slug: string,
  change: Partial<Pick<Row, 'name' | 'website' | 'logoKey'>>,
): Promise<Row | null> {
  const [row] = await db
    .update(companies)
    .set({ ...change, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(eq(companies.slug, slug))
    .returning();
  return row ?? null;
}

interface SitemapCompany {
  slug: string;
  /** When its most recent open posting was approved. */
  lastApproval: string;
}

/** Companies with open postings for the sitemap, the most recent approval first, at most `limit`. */
export async function sitemapCompanies(db: Db, limit: number, now = new Date()): Promise<SitemapCompany[]> {
  if (limit <= 0) return [];
  const latest = max(jobSubmissions.reviewedAt);
  const rows = await db
    .select({ slug: jobSubmissions.companySlug, lastApproval: latest })
    .from(jobSubmissions)
    .where(and(isNotNull(jobSubmissions.companySlug), openAt(now)))
    .groupBy(jobSubmissions.companySlug)
    .orderBy(desc(latest))
    .limit(limit);
  return rows.flatMap((r) => (r.slug && r.lastApproval ? [{ slug: r.slug, lastApproval: r.lastApproval }] : []));
}
