/** What the platform has stored, read from its local D1 and KV (only before and after the probe, never during). */
import { wrangler } from '../lib/proc.mjs';

async function d1(persistTo, sql) {
  const { out } = await wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', sql], {
    capture: true,
  });
  return JSON.parse(out).at(-1).results;
}

/**
 * Row counts per D1 table and the KV keys, leaving out caches any view fills: the job provider's, and the local
 * page cache's notes of which pages carry a tag (`page-cache-tag:`, workers/src/purge/local.ts).
 */
export async function storedState(persistTo) {
  const tables = await d1(
    persistTo,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  );
  const counts = {};
  for (const { name } of tables) counts[name] = (await d1(persistTo, `SELECT count(*) AS n FROM "${name}"`))[0].n;
  const { out } = await wrangler(['kv', 'key', 'list', '--binding', 'KV', '--local', '--persist-to', persistTo], { capture: true });
  const keys = JSON.parse(out).map((k) => k.name).filter((name) => !name.startsWith('jobs:') && !name.startsWith('page-cache-tag:'));
  return { counts, keys };
}

/** What differs between two readings, as text. */
export function stateChanges(before, after) {
  const changes = [];
  for (const [table, n] of Object.entries(after.counts)) {
    if (before.counts[table] !== n) changes.push(`${table}: ${before.counts[table]} -> ${n}`);
  }
  for (const key of after.keys) if (!before.keys.includes(key)) changes.push(`new KV key ${key}`);
  return changes;
}
