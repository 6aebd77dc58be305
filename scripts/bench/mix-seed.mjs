/**
 * The mix bench's 100,000 jobs as SQL files for the platform's local D1 (the test platform's `seed`, applied before
 * it starts): a provider run, staged as ingest stages a provider's pages (the rows `providerRow` makes of the
 * benches' jobs, workers/test/bench/bench-jobs.ts), then applied by the statements the worker's own `applyRun` sends,
 * written out with their values. So the index is what a real run of those jobs would leave: its categories,
 * places, filters and full-text rows.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib/proc.mjs';

/** Staged rows per INSERT: about 80 KB of SQL (a row is about 1 KB), under D1's 100 KB for one statement. */
const rowsPerStatement = 75;
/** Statements per file: wrangler d1 execute reads a file whole. */
const statementsPerFile = 250;
const runId = 1;

const quote = (value) => (value === null || value === undefined ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

/** The statements `applyRun` sends for the run, as SQL text: its batch, recorded instead of sent. */
async function applyStatements(applyRun, at) {
  const recorded = [];
  const statement = (sql) => ({ bind: (...values) => ({ sql, values }) });
  const db = {
    prepare: statement,
    batch: async (statements) => {
      recorded.push(...statements);
      return statements.map(() => ({ results: [{ seen: 0, added: 0, changed: 0, closed: 0 }] }));
    },
  };
  await applyRun({ DB: db, PROVIDER_MISSED_RUNS_TO_CLOSE: '3' }, runId, at);
  const statements = recorded.map(({ sql, values }) => `${sql.replace(/\?(\d+)/g, (_, n) => quote(values[Number(n) - 1]))};`);
  // A design whose applyRun leaves the run's end to its caller (finishRun) is ended here as finishRun would.
  return [...statements, `UPDATE ingest_runs SET status = 'done', finished_at = ${quote(at)} WHERE id = ${runId} AND status != 'done';`];
}

/**
 * Writes the SQL for `count` jobs into `dir`, as the board in `tree` (this one unless another design's) stages and
 * applies them; answers the files' paths, in the order they are to be applied.
 */
export async function writeJobSeed(dir, count, tree = root) {
  const { tsImport } = await import('tsx/esm/api');
  const module = (path) => tsImport(pathToFileURL(join(tree, path)).href, import.meta.url);
  const { benchJob } = await tsImport('../../workers/test/bench/bench-jobs.ts', import.meta.url);
  const { providerRow } = await module('workers/src/job-index/rows.ts');
  const { applyRun } = await module('workers/src/job-index/apply-run.ts');
  const at = new Date().toISOString();
  const statements = [`INSERT INTO ingest_runs (id, status, started_at, pending_pages) VALUES (${runId}, 'applying', ${quote(at)}, 0);`];
  for (let first = 0; first < count; first += rowsPerStatement) {
    const rows = [];
    for (let i = first; i < Math.min(first + rowsPerStatement, count); i++) {
      const row = providerRow(benchJob(i));
      rows.push(`(${runId}, ${quote(row.key)}, ${quote(JSON.stringify(row))})`);
    }
    statements.push(`INSERT INTO ingest_staged (run_id, key, row) VALUES\n${rows.join(',\n')};`);
  }
  const files = [];
  const write = (lines) => {
    const file = join(dir, `jobs-${String(files.length + 1).padStart(2, '0')}.sql`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    files.push(file);
  };
  for (let i = 0; i < statements.length; i += statementsPerFile) write(statements.slice(i, i + statementsPerFile));
  write(await applyStatements(applyRun, at));
  return files;
}
