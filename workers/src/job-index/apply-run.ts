import { goneChecksToClose } from '@rdj/shared';
import { providerMissedRunsToClose } from '../http/config';
import { listedOfEntries } from './rows';
import { similarPostingSql } from './simhash-sql';

/** The index's columns an `IndexRow` sets, each with its key in the row (and in a staged row's JSON). */
export const shownColumns = [
  ['title', 'title'],
  ['company', 'company'],
  ['location', 'location'],
  ['type', 'type'],
  ['salary', 'salary'],
  ['snippet', 'snippet'],
  ['description', 'description'],
  ['link', 'link'],
  ['updated', 'updated'],
  ['featured', 'featured'],
  ['urgent', 'urgent'],
  ['posting_path', 'postingPath'],
  ['company_path', 'companyPath'],
  ['valid_through', 'validThrough'],
  ['tags', 'tags'],
  ['apply_key', 'applyKey'],
  ['simhash', 'simhash'],
  ['salary_currency', 'salaryCurrency'],
  ['salary_yearly_top', 'salaryYearlyTop'],
  ['employment', 'employment'],
  ['experience', 'experience'],
  ['content_hash', 'contentHash'],
  ['listed', 'listed'],
] as const;

const columnNames = shownColumns.map(([column]) => column).join(', ');

/** The filter columns a category entry repeats from its job (`indexed_jobs j`), so a listing counts from one index. */
export const listedFilterColumns = 'employment, experience, salary_currency, salary_yearly_top, valid_through';
export const filtersOfJob = 'j.employment, j.experience, j.salary_currency, j.salary_yearly_top, j.valid_through';

/**
 * A category entry's `places` from the JSON list at `path` of `json` (`,DE,europe,`): null for none, so the job is
 * left out while "I work from" is set (docs/job-index.md#the-index).
 */
export const placesOf = (json: string, path = '$') => `(SELECT ',' || group_concat(p.value, ',') || ',' FROM json_each(${json}, '${path}') p)`;

/**
 * Sets the `listed` column of the jobs `where` picks to the categories they are listed on now, where it differs: a
 * row is written with its own categories' words, and this mends the rows listed nowhere after all (closed, a
 * posting's copy) or listed again. Only a row it changes is indexed again.
 */
export const listedSync = (where: string) => `UPDATE indexed_jobs SET listed = ${listedOfEntries} WHERE (${where}) AND listed != ${listedOfEntries}`;
/**
 * Whether `t`'s job was closed for its link: the link it lists answered 404 or 410 `goneChecksToClose` checks in a row.
 * Ingest does not open such a job again while the provider lists it with that link (docs/job-index.md#link-checks).
 */
export const closedForLink = (t: string) => `(${t}.link_gone_checks >= ${goneChecksToClose} AND ${t}.checked_link = ${t}.link)`;
/** A held key: reported as a scam and hidden until an administrator decides, or taken down (docs/pages.md#reporting-a-job). */
const held = (key: string) => `${key} IN (SELECT job_key FROM job_report_holds)`;
/** Whether `t`'s closed job stays closed though the provider lists it: closed for its link, or held. */
const staysClosed = (t: string) => `(${closedForLink(t)} OR ${held(`${t}.key`)})`;
const fromStaged = shownColumns.map(([, key]) => `json_extract(s.row, '$.${key}')`).join(', ');
const setFromStaged = shownColumns.map(([column, key]) => `${column} = json_extract(s.row, '$.${key}')`).join(', ');

/** What a run changed in the index. */
export interface AppliedRun {
  added: number;
  changed: number;
  closed: number;
  seen: number;
  /** The categories whose lists it changed: a job of theirs added, changed or closed (docs/caching.md#purge). */
  categories: string[];
}

/** The categories the jobs a run changed or closed (at `?1`) are listed in. */
const listsOfTouched = `SELECT DISTINCT category FROM indexed_job_categories WHERE job_id IN (SELECT id FROM indexed_jobs WHERE closed_at = ?1 OR changed_at = ?1)`;

/**
 * Applies run `runId`'s staged jobs to the index in one D1 batch, one transaction (docs/job-index.md#ingest), with
 * the run's own end: the run, claimed (`applying`), is marked `done` with its counts in that batch, and every
 * statement that would count twice runs only while the run is still `applying`. A batch applied but whose answer was
 * lost, tried again, changes nothing; one that failed changed nothing, the run included. Answers what it changed, or
 * null when the run was not `applying`. New
 * keys are added, rows whose content hash moved are changed, every staged job is seen now (a closed one opens
 * again, unless its link was closed as gone and is still the same, or it is held; a held key is never added), and each open provider job the run did not find misses a run, closed at `PROVIDER_MISSED_RUNS_TO_CLOSE`.
 * The category entries of every row touched, with its places, are written again; a closed row has none, so no listing sees it.
 * A provider job is never listed as featured: featured is the postings' place, first (docs/job-index.md#listing);
 * one with an open posting's apply key, or a near copy of its description, is that posting's copy and is not listed
 * (docs/job-index.md#duplicates).
 * Set-based: the work is a fixed number of statements however many jobs the run read.
 */
export async function applyRun(env: Env, runId: number, at: string): Promise<AppliedRun | null> {
  const db = env.DB;
  const staged = `SELECT key FROM ingest_staged WHERE run_id = ?1`;
  const applying = `EXISTS (SELECT 1 FROM ingest_runs WHERE id = ?1 AND status = 'applying')`;
  // The run's staged rows, each with its index row: driven from the staging (CROSS JOIN keeps SQLite's order). Left
  // to pick, SQLite tried every staged row against every touched job: 400 million rows read for 20,000 jobs.
  const stagedRows = 'ingest_staged s CROSS JOIN indexed_jobs j ON j.key = s.key';
  // The open posting a job copies: the one its apply key names, looked up per job through the apply key's index,
  // else one whose description's SimHash is within 3 bits of the job's, among the postings sharing one of its bands.
  const postingWithKey = `COALESCE((SELECT p.key FROM indexed_jobs p WHERE p.apply_key = indexed_jobs.apply_key AND p.source = 'posting'
    AND p.closed_at IS NULL LIMIT 1), ${similarPostingSql('indexed_jobs.simhash')})`;
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO indexed_jobs (key, source, ${columnNames}, sort_at, first_seen_at, last_seen_at, changed_at)
         SELECT s.key, 'provider', ${fromStaged}, COALESCE(json_extract(s.row, '$.updatedAt'), ?2), ?2, ?2, ?2
         FROM ingest_staged s WHERE s.run_id = ?1 AND ${applying} AND NOT EXISTS (SELECT 1 FROM indexed_jobs j WHERE j.key = s.key)
         AND NOT ${held('s.key')}`,
      )
      .bind(runId, at),
    db
      .prepare(
        `UPDATE indexed_jobs SET ${setFromStaged}, sort_at = COALESCE(json_extract(s.row, '$.updatedAt'), indexed_jobs.sort_at),
         changed_at = ?2 FROM ingest_staged s
         WHERE s.run_id = ?1 AND s.key = indexed_jobs.key AND indexed_jobs.changed_at != ?2
         AND (indexed_jobs.content_hash != json_extract(s.row, '$.contentHash')
         OR (indexed_jobs.closed_at IS NOT NULL AND NOT ${staysClosed('indexed_jobs')}))`,
      )
      .bind(runId, at),
    db
      .prepare(
        `UPDATE indexed_jobs SET last_seen_at = ?2, missed_runs = 0, closed_at = CASE WHEN ${staysClosed('indexed_jobs')} THEN closed_at END
         WHERE key IN (${staged})`,
      )
      .bind(runId, at),
    db
      .prepare(`UPDATE indexed_jobs SET missed_runs = missed_runs + 1 WHERE ${applying} AND source = 'provider' AND closed_at IS NULL AND key NOT IN (${staged})`)
      .bind(runId),
    db
      .prepare(`UPDATE indexed_jobs SET closed_at = ?2 WHERE source = 'provider' AND closed_at IS NULL AND missed_runs >= ?1`)
      .bind(providerMissedRunsToClose(env), at),
    // A provider job with an open posting's apply key, or a near copy of its description, is that posting's copy:
    // shown once, as the posting. A job whose copy status moved counts as changed, so its listing is written again.
    db
      .prepare(
        `UPDATE indexed_jobs SET duplicate_of = (${postingWithKey}), changed_at = ?2
         WHERE source = 'provider' AND key IN (${staged}) AND duplicate_of IS NOT (${postingWithKey})`,
      )
      .bind(runId, at),
    // The lists the run changes: those its changed and closed jobs leave, read before they do, and those they join.
    db.prepare(listsOfTouched).bind(at),
    db.prepare(`DELETE FROM indexed_job_categories WHERE job_id IN (SELECT id FROM indexed_jobs WHERE closed_at = ?1 OR changed_at = ?1)`).bind(at),
    db
      .prepare(
        `INSERT OR IGNORE INTO indexed_job_categories (category, featured, sort_at, job_id, ${listedFilterColumns}, places)
         SELECT c.value, 0, j.sort_at, j.id, ${filtersOfJob}, ${placesOf('s.row', '$.places')}
         FROM ${stagedRows} CROSS JOIN json_each(s.row, '$.categories') c
         WHERE s.run_id = ?1 AND j.changed_at = ?2 AND j.duplicate_of IS NULL AND j.closed_at IS NULL`,
      )
      .bind(runId, at),
    db.prepare(listsOfTouched).bind(at),
    db.prepare(listedSync('closed_at = ?1 OR changed_at = ?1')).bind(at),
    // The run's end, with its counts. Counted from the rows: D1's change counts include what the full-text triggers
    // wrote.
    db
      .prepare(
        `UPDATE ingest_runs SET status = 'done', finished_at = ?2,
         seen = (SELECT count(*) FROM ingest_staged WHERE run_id = ?1),
         added = (SELECT count(*) FROM indexed_jobs WHERE first_seen_at = ?2 AND key IN (${staged})),
         changed = (SELECT count(*) FROM indexed_jobs WHERE changed_at = ?2 AND first_seen_at != ?2 AND key IN (${staged})),
         closed = (SELECT count(*) FROM indexed_jobs WHERE closed_at = ?2)
         WHERE id = ?1 AND status = 'applying' RETURNING seen, added, changed, closed`,
      )
      .bind(runId, at),
    db.prepare(`DELETE FROM ingest_staged WHERE run_id = ?1`).bind(runId),
  ]);
  const done = results[11]?.results[0] as Omit<AppliedRun, 'categories'> | undefined;
  const lists = [results[6], results[9]].flatMap((result) => (result?.results ?? []) as { category: string }[]);
  return done ? { ...done, categories: [...new Set(lists.map((row) => row.category))] } : null;
}
