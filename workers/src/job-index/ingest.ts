import { categories } from '@rdj/shared';
import { ingestMaxPages } from '../http/config';
import { chunked } from '../lib/chunked';
import { askProvider, categorySearch, providerSettings, readAnswer } from '../provider/provider';
import { purgeTags } from '../purge/purge';
import { categoryTag } from '../purge/tags';
import { announceListPages } from '../search-engines/announce';
import { applyRun, type AppliedRun } from './apply-run';
import { enqueueIngest, type IngestMessage } from './messages';
import { providerRow, type IndexRow } from './rows';

/** The provider's page size for a category search: a page with fewer jobs is its last. */
const providerPageSize = 20;
/** A run still running this long after it started has died: the next one fails it and starts again. */
const staleRunMs = 60 * 60 * 1000;
/** Staged rows written per statement: three bound values each, under D1's 100. */
const stagedPerStatement = 33;

type PageMessage = Extract<IngestMessage, { kind: 'ingest-page' }>;

/** Ends run `runId` as failed with `error`: its staged jobs go, and the index stays as it was. */
export async function failRun(env: Env, runId: number, error: string, at = new Date().toISOString()): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(`UPDATE ingest_runs SET status = 'failed', finished_at = ?2, error = ?3 WHERE id = ?1 AND status IN ('running', 'applying')`).bind(runId, at, error),
    env.DB.prepare('DELETE FROM ingest_staged WHERE run_id = ?1').bind(runId),
  ]);
}

/**
 * Starts an ingest run (docs/job-index.md#ingest): a run that is still going and not stale is left to finish (null);
 * a stale one fails. The new run asks for each category's first page through the queue.
 */
export async function startIngest(env: Env, now = new Date()): Promise<number | null> {
  const stale = new Date(now.getTime() - staleRunMs).toISOString();
  const going = await env.DB.prepare(`SELECT id, started_at AS startedAt FROM ingest_runs WHERE status IN ('running', 'applying')`).all<{
    id: number;
    startedAt: string;
  }>();
  if (going.results.some((run) => run.startedAt > stale)) return null;
  for (const run of going.results) await failRun(env, run.id, 'The run stopped before it finished', now.toISOString());
  const run = await env.DB.prepare('INSERT INTO ingest_runs (started_at, pending_pages) VALUES (?1, ?2) RETURNING id')
    .bind(now.toISOString(), categories.length)
    .first<{ id: number }>();
  if (!run) throw new Error('ingest_runs gave no id');
  await enqueueIngest(env, categories.map((category) => ({ kind: 'ingest-page', runId: run.id, category: category.slug, page: 1 })));
  return run.id;
}

/** The statements that stage `rows` for `runId` (idempotent: a page read again writes the same rows). */
function stageStatements(env: Env, runId: number, rows: IndexRow[]): D1PreparedStatement[] {
  return chunked(rows, stagedPerStatement).map((chunk) => {
    const values = chunk.map(() => '(?, ?, ?)').join(', ');
    const params = chunk.flatMap((row) => [runId, row.key, JSON.stringify(row)]);
    return env.DB.prepare(`INSERT OR REPLACE INTO ingest_staged (run_id, key, row) VALUES ${values}`).bind(...params);
  });
}

/**
 * Reads one provider page of a run into its staging, once however often the message comes: the page's rows, the
 * run's count of pages still to come (this one done, the next one asked for) and the page's mark go in one batch.
 * The last page applies the run (finishRun).
 */
export async function ingestPage(env: Env, message: PageMessage): Promise<void> {
  const { runId, category, page } = message;
  const run = await env.DB.prepare('SELECT status FROM ingest_runs WHERE id = ?1').bind(runId).first<{ status: string }>();
  if (run?.status !== 'running') return;
  const found = categories.find((c) => c.slug === category);
  if (!found) throw new Error(`ingest asked for unknown category ${category}`);
  const answer = readAnswer(await askProvider(providerSettings(env), categorySearch(found.keywords, page)));
  const rows = answer.jobs.map(providerRow);
  const more = answer.received >= providerPageSize && page * providerPageSize < answer.totalCount && page < ingestMaxPages(env);
  const notDone = `NOT EXISTS (SELECT 1 FROM ingest_pages WHERE run_id = ?1 AND category = ?2 AND page = ?3)`;
  await env.DB.batch([
    ...stageStatements(env, runId, rows),
    env.DB.prepare(
      `UPDATE ingest_runs SET pending_pages = pending_pages - 1 + ?4, pages_read = pages_read + 1 WHERE id = ?1 AND status = 'running' AND ${notDone}`,
    ).bind(runId, category, page, more ? 1 : 0),
    env.DB.prepare('INSERT OR IGNORE INTO ingest_pages (run_id, category, page) VALUES (?1, ?2, ?3)').bind(runId, category, page),
  ]);
  // Asked again when this message comes again: the next page's own mark keeps it from being counted twice.
  if (more) await enqueueIngest(env, [{ kind: 'ingest-page', runId, category, page: page + 1 }]);
  await finishRun(env, runId);
}

/**
 * Applies run `runId` when every page it asked for has arrived: claimed first (`applying`), so it is applied once,
 * and marked done in the batch that applies it (applyRun); if applying fails the claim is given back and the message
 * that brought the last page is tried again. A run that read no job at all fails instead. The lists it changed are
 * purged from the page cache (docs/caching.md#purge) and their pages go to IndexNow (docs/search-engines.md#what-is-sent).
 * The jobs a run added go to the alerts, unless it was the index's first.
 */
export async function finishRun(env: Env, runId: number, now = new Date()): Promise<void> {
  const claimed = await env.DB.prepare(
    `UPDATE ingest_runs SET status = 'applying' WHERE id = ?1 AND status = 'running' AND pending_pages <= 0 RETURNING id`,
  )
    .bind(runId)
    .first();
  if (!claimed) return;
  const at = now.toISOString();
  // A provider that answers no job at all is down, not empty: applying that would close every job it holds.
  const staged = await env.DB.prepare('SELECT count(*) AS n FROM ingest_staged WHERE run_id = ?1').bind(runId).first<number>('n');
  if (!staged) return failRun(env, runId, 'The provider answered no jobs', at);
  const before = await env.DB.prepare(
    `SELECT (SELECT coalesce(max(id), 0) FROM indexed_jobs) AS lastId, EXISTS (SELECT 1 FROM ingest_runs WHERE status = 'done') AS filled`,
  ).first<{ lastId: number; filled: number }>();
  let applied: AppliedRun | null;
  try {
    applied = await applyRun(env, runId, at);
  } catch (err) {
    // The batch failed as a whole (nothing applied), or was applied and its answer lost (the run is done): either
    // way the message comes again, and finds the run to apply or the run done.
    await env.DB.prepare(`UPDATE ingest_runs SET status = 'running' WHERE id = ?1 AND status = 'applying'`).bind(runId).run();
    throw err;
  }
  if (!applied) return;
  await purgeTags(env, applied.categories.map(categoryTag));
  await announceListPages(env, applied.categories);
  console.log(`ingest run ${runId}: ${applied.seen} jobs seen, ${applied.added} new, ${applied.changed} changed, ${applied.closed} closed`);
  // The first run fills an empty index: its jobs are the board as it is, not news for the alerts.
  if (applied.added > 0 && before?.filled) await alertsOfRun(env, runId, before.lastId);
}

/** Queues the handing of the run's new jobs to the alerts; a failure is logged, not the run's: it is applied. */
async function alertsOfRun(env: Env, runId: number, afterId: number): Promise<void> {
  try {
    const upTo = (await env.DB.prepare('SELECT coalesce(max(id), 0) AS id FROM indexed_jobs').first<number>('id')) ?? 0;
    await enqueueIngest(env, [{ kind: 'ingest-alerts', runId, afterId, upTo }]);
  } catch (err) {
    console.warn(`ingest run ${runId}: its new jobs did not reach the alerts:`, err instanceof Error ? err.message : err);
  }
}
