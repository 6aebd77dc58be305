/**
 * The account's user and token (`wrangler whoami`), and its storage: D1 (list, create, query: enough for wrangler's
 * migrations), KV namespaces, R2 buckets and Queues, each as Cloudflare answers them, with the switches' failures:
 * R2 not enabled (code 10042), Queues not on the plan (code 100129). And Analytics Engine's SQL API, which answers
 * a query (the body, plain SQL) with `{meta, data, rows}`, outside the envelope, as Cloudflare's does.
 */
import { accountId, accountName, newId, now, type Account, type Queue } from './account';
import { failed, jsonBody, ok, page, route, type Answer, type Asked, type Route } from './http';

const names = (asked: Asked, key: string): string => {
  const body = jsonBody(asked) as Record<string, unknown> | undefined;
  return typeof body?.[key] === 'string' ? (body[key] as string) : '';
};

/** A route under `/accounts/{id}`: another account's id answers as Cloudflare does for a token that cannot reach it. */
function inAccount(method: string, path: string, handler: (asked: Asked) => Answer | Promise<Answer>): Route {
  return route(method, `/accounts/:account${path}`, (asked) =>
    asked.params[0] === accountId ? handler({ ...asked, params: asked.params.slice(1) }) : failed(403, 10000, 'Authentication error'),
  );
}

/** The answers to one D1 query body, run against `statements`: the migrations table and its rows are kept. */
function runQuery(db: Account['databases'][number], sql: string): unknown[] {
  db.statements.push(sql);
  if (/CREATE TABLE IF NOT EXISTS d1_migrations/i.test(sql)) db.migrations ??= [];
  for (const [, name] of sql.matchAll(/INSERT INTO d1_migrations\s*\(name\)\s*values\s*\('([^']+)'\)/gi)) (db.migrations ??= []).push(name!);
  const meta = { duration: 1, changes: 0, rows_read: 0, rows_written: 0, served_by: 'sandbox' };
  if (/^\s*SELECT\b[\s\S]*\bFROM d1_migrations/i.test(sql)) {
    if (db.migrations === null) return [{ success: false, results: [], meta, error: 'no such table: d1_migrations' }];
    return [{ success: true, results: db.migrations.map((name, i) => ({ id: i + 1, name, applied_at: now() })), meta }];
  }
  return [{ success: true, results: [], meta }];
}

export function resourceRoutes(account: Account): Route[] {
  const queue = (q: Queue) => ({ ...q, modified_on: q.created_on, producers: [], producers_total_count: 0, consumers_total_count: q.consumers.length });
  const queueOf = (asked: Asked) => account.queues.find((q) => q.queue_id === asked.params[0]);
  const r2Off = () => failed(403, 10042, 'Please enable R2 through the Cloudflare Dashboard.');
  return [
    route('GET', '/user/tokens/verify', () => ok({ id: newId(), status: 'active' })),
    route('GET', '/user', () => ok({ id: newId(), email: 'team@example.com' })),
    route('GET', '/accounts', (asked) => page(asked, [{ id: accountId, name: accountName }])),
    route('GET', '/memberships', (asked) => page(asked, [{ id: newId(), account: { id: accountId, name: accountName }, status: 'accepted' }])),

    inAccount('GET', '/queues', (asked) => {
      const named = asked.query.getAll('name');
      return page(asked, account.queues.filter((q) => named.length === 0 || named.includes(q.queue_name)).map(queue));
    }),
    inAccount('POST', '/queues/:queue/consumers', (asked) => {
      const q = queueOf(asked);
      if (!q) return failed(404, 11000, 'Queue does not exist');
      const body = jsonBody(asked) as { script_name?: string; settings?: unknown; dead_letter_queue?: string } | undefined;
      if (!body?.script_name || !account.script(body.script_name)) return failed(400, 11004, `Worker '${body?.script_name}' does not exist.`);
      if (q.consumers.length > 0) return failed(409, 11005, `Queue ${q.queue_name} already has a consumer.`);
      const consumer = { consumer_id: newId(), type: 'worker' as const, script: body.script_name, settings: body.settings, dead_letter_queue: body.dead_letter_queue };
      q.consumers.push(consumer);
      return ok(consumer);
    }),
    inAccount('PUT', '/queues/:queue/consumers/:consumer', (asked) => {
      const consumer = queueOf(asked)?.consumers.find((c) => c.consumer_id === asked.params[1]);
      if (!consumer) return failed(404, 11006, 'Consumer does not exist');
      const body = jsonBody(asked) as { settings?: unknown; dead_letter_queue?: string } | undefined;
      Object.assign(consumer, { settings: body?.settings, dead_letter_queue: body?.dead_letter_queue });
      return ok(consumer);
    }),
    inAccount('POST', '/queues', (asked) => {
      const name = names(asked, 'queue_name');
      if (!account.switches.queues) {
        return failed(403, 100129, `Queues are unavailable on the free plan. Please upgrade to a Workers Paid plan to create and use Queues: https://dash.cloudflare.com/${accountId}/workers/plans`);
      }
      if (!/^[a-z0-9-]{1,63}$/.test(name)) return failed(400, 11003, 'Invalid queue name');
      if (account.queues.some((q) => q.queue_name === name)) return failed(409, 11009, 'A queue with this name already exists');
      const made: Queue = { queue_id: newId(), queue_name: name, created_on: now(), consumers: [] };
      account.queues.push(made);
      return ok(queue(made));
    }),

    inAccount('GET', '/d1/database', (asked) => {
      const named = asked.query.get('name');
      return page(asked, account.databases.filter((db) => !named || db.name === named).map(({ uuid, name, created_at }) => ({ uuid, name, created_at, version: 'production', num_tables: 0, file_size: 0 })));
    }),
    inAccount('POST', '/d1/database', (asked) => {
      const name = names(asked, 'name');
      if (!name) return failed(400, 7400, 'The request is malformed: name is required');
      if (account.databases.some((db) => db.name === name)) return failed(400, 7502, 'A database with that name already exists');
      const db = { uuid: crypto.randomUUID(), name, created_at: now(), statements: [], migrations: null };
      account.databases.push(db);
      return ok({ uuid: db.uuid, name, created_at: db.created_at, version: 'production' });
    }),
    inAccount('GET', '/d1/database/:id', (asked) => {
      const db = account.databases.find((d) => d.uuid === asked.params[0]);
      return db ? ok({ uuid: db.uuid, name: db.name, created_at: db.created_at, version: 'production', num_tables: 0, file_size: 0 }) : failed(404, 7404, 'The database could not be found');
    }),
    ...['query', 'raw'].map((kind) =>
      inAccount('POST', `/d1/database/:id/${kind}`, (asked) => {
        const db = account.databases.find((d) => d.uuid === asked.params[0]);
        if (!db) return failed(404, 7404, 'The database could not be found');
        const sql = names(asked, 'sql');
        return sql ? ok(runQuery(db, sql)) : failed(400, 7400, 'The request is malformed: sql is required');
      }),
    ),

    inAccount('POST', '/analytics_engine/sql', (asked) => {
      const sql = asked.body.toString('utf8').trim();
      if (!/^SELECT\b/i.test(sql)) return failed(422, 1000, 'The query must be a SELECT statement.');
      const data = account.analytics(sql);
      return { status: 200, body: { meta: Object.keys(data[0] ?? {}).map((name) => ({ name })), data, rows: data.length } };
    }),
    inAccount('GET', '/storage/kv/namespaces', (asked) => page(asked, account.namespaces.map((ns) => ({ ...ns, supports_url_encoding: true })))),
    inAccount('POST', '/storage/kv/namespaces', (asked) => {
      const title = names(asked, 'title');
      if (!title) return failed(400, 10019, 'title is required');
      if (account.namespaces.some((ns) => ns.title === title)) return failed(400, 10014, 'a namespace with this account ID and title already exists');
      const made = { id: newId(), title };
      account.namespaces.push(made);
      return ok({ ...made, supports_url_encoding: true });
    }),

    inAccount('GET', '/r2/buckets', () => (account.switches.r2 ? ok({ buckets: account.buckets }) : r2Off())),
    inAccount('GET', '/r2/buckets/:bucket', (asked) => {
      if (!account.switches.r2) return r2Off();
      const bucket = account.buckets.find((b) => b.name === asked.params[0]);
      return bucket ? ok({ ...bucket, location: 'WEUR', storage_class: 'Standard' }) : failed(404, 10006, 'The specified bucket does not exist.');
    }),
    inAccount('POST', '/r2/buckets', (asked) => {
      if (!account.switches.r2) return r2Off();
      const name = names(asked, 'name');
      if (!/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(name)) return failed(400, 10005, 'The specified bucket name is not valid.');
      if (account.buckets.some((b) => b.name === name)) return failed(409, 10004, 'The bucket you tried to create already exists, and you own it.');
      const made = { name, creation_date: now() };
      account.buckets.push(made);
      return ok({ ...made, location: 'WEUR', storage_class: 'Standard' });
    }),
  ];
}
