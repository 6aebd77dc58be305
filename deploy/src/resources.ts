/**
 * The account's queues, D1 database, KV namespaces and R2 buckets that the workers bind (docs/deploy.md#a-first-deploy).
 * Everything is listed before anything is made, and queues are made first: an account that lacks R2 stops at its
 * listing, and one without Queues at the first queue, in both cases with nothing made.
 */
import { kvTitle, queuesOf, type Configs, type ResourceIds } from './configs';
import type { Settings } from './settings';
import { bucketNames, d1Ids, kvIds, tableCells, type Answer } from './wrangler';

/** Runs one wrangler command (the deploy's own runner: printed, and a failure stops the deploy). */
type Run = (args: string[]) => Promise<Pick<Answer, 'out'>>;

/** Finds or makes every resource the configs bind; answers the ids the account gave the database and namespaces. */
export async function resources(configs: Configs, settings: Settings, run: Run): Promise<ResourceIds> {
  const gateway = configs.gateway;
  const listed = {
    queues: tableCells((await run(['queues', 'list'])).out),
    d1: d1Ids((await run(['d1', 'list', '--json'])).out),
    kv: kvIds((await run(['kv', 'namespace', 'list'])).out),
    buckets: bucketNames((await run(['r2', 'bucket', 'list'])).out),
  };
  for (const queue of queuesOf(configs).filter((q) => !listed.queues.has(q))) await run(['queues', 'create', queue]);

  let { d1, kv } = listed;
  const databases = (gateway.d1_databases ?? []).map((d) => d.database_name).filter((name) => !d1[name]);
  for (const name of databases) await run(['d1', 'create', name]);
  if (databases.length > 0) d1 = d1Ids((await run(['d1', 'list', '--json'])).out);

  const titles = (gateway.kv_namespaces ?? []).map((n) => kvTitle(settings, n.binding)).filter((title) => !kv[title]);
  for (const title of titles) await run(['kv', 'namespace', 'create', title]);
  if (titles.length > 0) kv = kvIds((await run(['kv', 'namespace', 'list'])).out);

  for (const bucket of (gateway.r2_buckets ?? []).map((b) => b.bucket_name).filter((b) => !listed.buckets.has(b))) {
    await run(['r2', 'bucket', 'create', bucket]);
  }
  return { d1, kv };
}
