import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import worker from '../../src/index';

/**
 * Test support: the one way tests ask the worker. `call` answers a request; `start` also hands back the work the
 * request left to `waitUntil`. Signed-in requests (`adminCaller` in ./auth) are built on `call`.
 */

/** The address tests ask the worker under unless they name another host. */
export const origin = 'http://127.0.0.1';

/** What a test asks for: a path from `origin` ("/api/jobs?…"), a full URL for another host, or a Request of its own. */
export type Target = string | Request;

export interface CallInit extends RequestInit {
  /**
   * Bindings to replace (e.g. a `fault-500` key, or a TTL of 0 so the cached answer is out of date). With `env`, even
   * `{}`, the worker's own `fetch` runs in an execution context of the test's own instead of as deployed.
   */
  env?: Partial<Env>;
}

function addressOf(target: Target): Target {
  return typeof target === 'string' && target.startsWith('/') ? `${origin}${target}` : target;
}

/**
 * The worker's answer to `target`. Without `init.env` the worker is asked as deployed; with it, the answer comes once
 * the request's `waitUntil` work is done too, so its effects (cache writes, provider counts) can be read.
 */
export async function call(target: Target, init?: CallInit): Promise<Response> {
  if (init?.env === undefined) return exports.default.fetch(addressOf(target), init);
  const { res, settled } = await start(target, init);
  await settled;
  return res;
}

/**
 * The worker's own `fetch` with `init.env` replacing some bindings, in a real execution context: `settled` is the
 * work the request left to `waitUntil`, for a test that reads the answer before that work is done.
 */
export async function start(target: Target, init: CallInit = {}): Promise<{ res: Response; settled: Promise<void> }> {
  const { env: overrides, ...rest } = init;
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(addressOf(target), rest), { ...env, ...overrides }, ctx);
  return { res, settled: waitOnExecutionContext(ctx) };
}

/** The `{ code, message }` of an error answer. */
export async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  return (await res.json<{ error: { code: string; message: string } }>()).error;
}
