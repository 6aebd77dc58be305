import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { runCron } from '../../test/support/alerts';
import { indexedJob, providerJob, stagedRun } from '../../test/support/job-index';
import { crons } from '../scheduled';
import { applyRun } from './apply-run';
import { closedJobRetentionDays } from './prune';
import { providerRow } from './rows';

const count = (sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params).first<number>('n');
const day = 24 * 60 * 60 * 1000;

describe('pruning the job index on its own schedule', () => {
  it('deletes a job closed past the retention period with its full-text rows, and keeps one closed since', async () => {
    const now = new Date('2026-11-29T10:30:00.000Z');
    const old = providerRow(providerJob({ title: 'Quokka Illustrator' }));
    const recent = providerRow(providerJob({ title: 'Quokka Animator' }));
    await applyRun(env, await stagedRun([old, recent]), '2026-10-01T10:00:00.000Z');
    const closedAt = (key: string, at: number) => env.DB.prepare('UPDATE indexed_jobs SET closed_at = ? WHERE key = ?').bind(new Date(at).toISOString(), key).run();
    await closedAt(old.key, now.getTime() - (closedJobRetentionDays + 1) * day);
    await closedAt(recent.key, now.getTime() - (closedJobRetentionDays - 1) * day);
    const fullText = () => count(`SELECT count(*) AS n FROM indexed_jobs_fts WHERE indexed_jobs_fts MATCH 'title : quokka'`);
    expect(await fullText()).toBe(2);

    await runCron(crons.prune, now);
    expect(await indexedJob(old.key)).toBeNull();
    expect(await indexedJob(recent.key)).not.toBeNull();
    expect(await fullText()).toBe(1);
  });

  it('deletes ranked orders after a day, finished runs’ page marks at once, and old runs but the last that finished', async () => {
    const now = new Date('2026-11-29T10:30:00.000Z');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    await env.DB.prepare('INSERT INTO ranked_searches (key, ids, total, created_at) VALUES (?, ?, 30, ?), (?, ?, 30, ?)')
      .bind('1:old', '[1]', ago(day + 60_000), '1:new', '[1]', ago(60_000))
      .run();
    const runs = await env.DB.prepare(
      `INSERT INTO ingest_runs (status, started_at, finished_at) VALUES ('done', ?1, ?1), ('failed', ?2, ?2), ('running', ?3, NULL) RETURNING id`,
    )
      .bind(ago(40 * day), ago(35 * day), ago(60_000))
      .all<{ id: number }>();
    const [lastDone, oldFailed, running] = runs.results.map((run) => run.id);
    for (const runId of [lastDone, oldFailed, running]) {
      await env.DB.prepare(`INSERT INTO ingest_pages (run_id, category, page) VALUES (?, 'graphic-design', 1)`).bind(runId).run();
    }
    await env.DB.prepare(`DELETE FROM ingest_runs WHERE status = 'done' AND id != ?`).bind(lastDone).run();

    await runCron(crons.prune, now);
    expect(await count(`SELECT count(*) AS n FROM ranked_searches WHERE key IN ('1:old', '1:new')`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM ranked_searches WHERE key = '1:new'`)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM ingest_pages WHERE run_id IN (?, ?)', lastDone, oldFailed)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM ingest_pages WHERE run_id = ?', running)).toBe(1);
    const left = await env.DB.prepare('SELECT id FROM ingest_runs WHERE id IN (?, ?, ?) ORDER BY id').bind(lastDone, oldFailed, running).all<{ id: number }>();
    expect(left.results.map((run) => run.id)).toEqual([lastDone, running]);
  });
});
