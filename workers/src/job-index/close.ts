import { purgeTags } from '../purge/purge';
import { categoryTag } from '../purge/tags';
import { announceListPages } from '../search-engines/announce';
import { listedSync } from './apply-run';

/**
 * Closes the open provider jobs that `where` picks (its `?1` bound to `param`) at `at`, as ingest closes one: listed
 * nowhere from now, the lists they left purged (docs/caching.md#purge) and told to IndexNow (docs/search-engines.md).
 * The link check closes a job whose link is gone, and a report hold one reported as a scam.
 */
export async function closeProviderJobs(env: Env, where: string, param: string, at: string): Promise<void> {
  const picked = `source = 'provider' AND (${where})`;
  const [lists] = await env.DB.batch([
    env.DB.prepare(`SELECT DISTINCT category FROM indexed_job_categories WHERE job_id IN (SELECT id FROM indexed_jobs WHERE ${picked})`).bind(param),
    env.DB.prepare(`UPDATE indexed_jobs SET closed_at = ?2 WHERE ${picked} AND closed_at IS NULL`).bind(param, at),
    env.DB.prepare(`DELETE FROM indexed_job_categories WHERE job_id IN (SELECT id FROM indexed_jobs WHERE ${picked})`).bind(param),
    env.DB.prepare(listedSync(picked)).bind(param),
  ]);
  const categories = ((lists?.results ?? []) as { category: string }[]).map((row) => row.category);
  await purgeTags(env, categories.map(categoryTag));
  await announceListPages(env, categories);
}
