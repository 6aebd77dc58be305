/**
 * What the board told the search engines, per UTC day, and what it could not (docs/search-engines.md#what-the-admin-sees):
 * `search_engine_days` and `search_engine_failures` (migration 0019). D1, not KV: the quota is a counter that must not
 * be passed, and KV is eventually consistent.
 */
import type { SearchEnginePings } from '@rdj/shared';

type Engine = 'google' | 'indexnow';

/** The UTC day of `now`, as the tables key it. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Days of counts and failures kept: the card shows today's; older ones are deleted as new failures come. */
const keptDays = 30;

/**
 * Counts one Google publish request against today's `quota`, before it is made; false when today's quota is used
 * up (then nothing is counted). One statement, so two consumers never both take the last one.
 */
export async function takeGoogleQuota(env: Env, quota: number, now = new Date()): Promise<boolean> {
  const taken = await env.DB.prepare(
    `INSERT INTO search_engine_days (day, engine, sent) VALUES (?1, 'google', 1)
     ON CONFLICT (day, engine) DO UPDATE SET sent = sent + 1 WHERE sent < ?2 RETURNING sent`,
  )
    .bind(dayOf(now), quota)
    .first();
  return taken !== null;
}

/** Counts `urls` URLs IndexNow took today. */
export async function countIndexNowUrls(env: Env, urls: number, now = new Date()): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO search_engine_days (day, engine, sent) VALUES (?1, 'indexnow', ?2) ON CONFLICT (day, engine) DO UPDATE SET sent = sent + ?2`,
  )
    .bind(dayOf(now), urls)
    .run();
}

/** Records a change `engine` was not told of: `what` names public page URLs only, `reason` why. */
export async function recordFailure(env: Env, engine: Engine, what: string, reason: string, now = new Date()): Promise<void> {
  const old = new Date(now.getTime() - keptDays * 86_400_000);
  console.warn(`search engines: ${engine} was not told of ${what}: ${reason}`);
  await env.DB.batch([
    env.DB.prepare('INSERT INTO search_engine_failures (at, engine, what, reason) VALUES (?1, ?2, ?3, ?4)').bind(now.toISOString(), engine, what, reason),
    env.DB.prepare('DELETE FROM search_engine_failures WHERE at < ?1').bind(old.toISOString()),
    env.DB.prepare('DELETE FROM search_engine_days WHERE day < ?1').bind(dayOf(old)),
  ]);
}

/** The failures the card lists, newest first. */
const shownFailures = 10;

/** Today's counts and failures, for the admin's card; `configured` and `quota` come from the caller's settings. */
export async function todaysPings(
  env: Env,
  settings: { google: boolean; indexNow: boolean; quota: number },
  now = new Date(),
): Promise<SearchEnginePings> {
  const day = dayOf(now);
  const [counts, failed, failures] = await env.DB.batch([
    env.DB.prepare('SELECT engine, sent FROM search_engine_days WHERE day = ?1').bind(day),
    env.DB.prepare('SELECT count(*) AS n FROM search_engine_failures WHERE at >= ?1').bind(day),
    env.DB.prepare('SELECT at, engine, what, reason FROM search_engine_failures WHERE at >= ?1 ORDER BY at DESC, id DESC LIMIT ?2').bind(day, shownFailures),
  ]);
  const sent = (engine: Engine) => (counts!.results as { engine: Engine; sent: number }[]).find((row) => row.engine === engine)?.sent ?? 0;
  return {
    day,
    google: { configured: settings.google, sent: sent('google'), quota: settings.quota },
    indexNow: { configured: settings.indexNow, sent: sent('indexnow') },
    failed: (failed!.results[0] as { n: number }).n,
    failures: failures!.results as SearchEnginePings['failures'],
  };
}
