/**
 * What each request costs, logged when `USAGE_LOG` is "on" (docs/caching.md#what-a-page-view-costs): the D1 rows
 * it read and wrote, its D1 statements and D1's time on them, its KV reads and writes, the queue messages it sent, and how the page cache
 * answered, as one JSON line
 * `{"usage":{…}}` once its answer has been sent and the work it left (`waitUntil`) has ended. `npm run bench --
 * --only mix` sums these lines. Off (the default), the worker runs exactly as without this file.
 *
 * D1 tells the rows of `all`, `run` and `batch` (their `meta`); `first` and `raw` are asked through `all` to learn
 * them, with the same answer. A statement that joins tables is asked through `raw` itself, as its columns may
 * share a name that an object would fold into one: it is counted under `uncounted`.
 */
import { pageCacheHeader } from './page-cache';

interface Usage {
  /** D1's own time on the statements (their `meta.duration`), ms. */
  d1Ms: number;
  d1Read: number;
  d1Written: number;
  statements: number;
  uncounted: number;
  kvRead: number;
  kvWritten: number;
  queued: number;
}

/** One logged line's `usage`: the request, how the page cache answered it, and what it used. */
export type UsageLine = Usage & { method: string; path: string; status: number; cache: string | null };

function add(usage: Usage, meta: { duration?: number; rows_read?: number; rows_written?: number } | undefined): void {
  usage.statements += 1;
  usage.d1Ms += meta?.duration ?? 0;
  usage.d1Read += meta?.rows_read ?? 0;
  usage.d1Written += meta?.rows_written ?? 0;
}

/** The real statement behind each counted one, for `batch`, which takes only D1's own. */
const inner = new WeakMap<object, D1PreparedStatement>();

function countedStatement(statement: D1PreparedStatement, sql: string, usage: Usage): D1PreparedStatement {
  const all = async <T>() => {
    const result = await statement.all<T>();
    add(usage, result.meta);
    return result;
  };
  const counted = {
    bind: (...values: unknown[]) => countedStatement(statement.bind(...values), sql, usage),
    all,
    run: async <T>() => {
      const result = await statement.run<T>();
      add(usage, result.meta);
      return result;
    },
    first: async <T>(column?: string) => {
      const row = (await all<Record<string, unknown>>()).results[0];
      if (!row) return null;
      return (column === undefined ? row : (row[column] ?? null)) as T;
    },
    raw: async (options?: { columnNames?: boolean }) => {
      if (/\bjoin\b/i.test(sql)) {
        usage.uncounted += 1;
        return statement.raw(options as { columnNames: true });
      }
      const rows = (await all<Record<string, unknown>>()).results;
      const values = rows.map((row) => Object.values(row));
      return options?.columnNames ? [Object.keys(rows[0] ?? {}), ...values] : values;
    },
  } as unknown as D1PreparedStatement;
  inner.set(counted, statement);
  return counted;
}

async function countedBatch<T>(batch: (s: D1PreparedStatement[]) => Promise<D1Result<T>[]>, statements: D1PreparedStatement[], usage: Usage) {
  const results = await batch(statements.map((s) => inner.get(s) ?? s));
  for (const result of results) add(usage, result.meta);
  return results;
}

function countedSession(session: D1DatabaseSession, usage: Usage): D1DatabaseSession {
  return {
    prepare: (query: string) => countedStatement(session.prepare(query), query, usage),
    batch: <T>(statements: D1PreparedStatement[]) => countedBatch<T>((s) => session.batch<T>(s), statements, usage),
    getBookmark: () => session.getBookmark(),
  };
}

function countedDb(db: D1Database, usage: Usage): D1Database {
  return {
    prepare: (query: string) => countedStatement(db.prepare(query), query, usage),
    batch: <T>(statements: D1PreparedStatement[]) => countedBatch<T>((s) => db.batch<T>(s), statements, usage),
    exec: (query: string) => db.exec(query),
    withSession: (constraintOrBookmark?: string) => countedSession(db.withSession(constraintOrBookmark), usage),
    dump: () => db.dump(),
  };
}

function countedKv(kv: KVNamespace, usage: Usage): KVNamespace {
  const reads = new Set(['get', 'getWithMetadata', 'list']);
  const writes = new Set(['put', 'delete']);
  return new Proxy(kv, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (typeof value !== 'function') return value;
      if (reads.has(String(name))) usage.kvRead += 1;
      if (writes.has(String(name))) usage.kvWritten += 1;
      return value.bind(target);
    },
  });
}

function countedQueue(queue: Queue, usage: Usage): Queue {
  return {
    send: (body, options) => {
      usage.queued += 1;
      return queue.send(body, options);
    },
    sendBatch: (messages, options) => {
      usage.queued += [...messages].length;
      return queue.sendBatch(messages, options);
    },
    metrics: () => queue.metrics(),
  } as Queue;
}

/**
 * `env` with its D1 database, its KV namespace and its queues (the bindings named `*_QUEUE`: a service binding
 * answers any method name, so a queue is known by its name) counted into `usage`.
 */
function countedEnv(env: Env, usage: Usage): Env {
  const queues = Object.entries(env).filter(([name]) => name.endsWith('_QUEUE'));
  const counted = Object.fromEntries(queues.map(([name, queue]) => [name, countedQueue(queue as Queue, usage)]));
  return { ...env, ...counted, DB: countedDb(env.DB, usage), KV: countedKv(env.KV, usage) };
}

/** Settles once every promise handed to `waitUntil` has, including those handed on meanwhile. */
async function allLeftWork(pending: Promise<unknown>[]): Promise<void> {
  for (let seen = 0; seen < pending.length; ) {
    const next = pending.length;
    await Promise.allSettled(pending.slice(seen, next));
    seen = next;
  }
}

/** `fetch`, logging each request's usage when `env.USAGE_LOG` is "on". */
export function withUsage(fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>) {
  return async (request: Request, env: Env, ctx: ExecutionContext): Promise<Response> => {
    if (env.USAGE_LOG !== 'on') return fetch(request, env, ctx);
    const usage: Usage = { d1Ms: 0, d1Read: 0, d1Written: 0, statements: 0, uncounted: 0, kvRead: 0, kvWritten: 0, queued: 0 };
    const pending: Promise<unknown>[] = [];
    const context = {
      waitUntil: (promise: Promise<unknown>) => {
        pending.push(promise);
        ctx.waitUntil(promise);
      },
      passThroughOnException: () => ctx.passThroughOnException(),
      props: ctx.props,
    } as ExecutionContext;
    const answer = await fetch(request, countedEnv(env, usage), context);
    // The body may still be streaming what it reads: the line waits for its end.
    const [toVisitor, toCount] = answer.body ? answer.body.tee() : [null, null];
    const ended = toCount ? toCount.pipeTo(new WritableStream()).catch(() => undefined) : Promise.resolve();
    const { method } = request;
    const path = new URL(request.url).pathname;
    const cache = answer.headers.get(pageCacheHeader);
    const line = (): UsageLine => ({ method, path, status: answer.status, cache, ...usage });
    ctx.waitUntil(ended.then(() => allLeftWork(pending)).then(() => console.log(JSON.stringify({ usage: line() }))));
    return toVisitor ? new Response(toVisitor, answer) : answer;
  };
}
