import { routeOwner, viewCountedTiming } from '@rdj/shared';
import type { Context } from 'hono';
import { errorOf, logFailure } from '../http/log';
import { dbOf } from '../db/client';
import { withinRate } from './index';
import { countView, utcDay } from './queries';

/**
 * Whether a request is a browser's navigation to a document it shows now: not a prefetch or a prerender (they send
 * `Sec-Purpose`, or the older `Purpose`), which is counted once it is shown, by the page itself, and not a script's
 * or a crawler's request, which sends no `Sec-Fetch-*` headers.
 */
function isShownNavigation(headers: Headers): boolean {
  const shown = headers.get('Sec-Fetch-Mode') === 'navigate' && headers.get('Sec-Fetch-Dest') === 'document';
  return shown && !headers.has('Sec-Purpose') && !headers.has('Purpose');
}

/**
 * Counts the view of a page with the page's own request (docs/data.md#page-views), so a view costs one request, not
 * two: a browser's navigation to a public page the gateway answers 200 (it exists) is counted once the page is
 * sent, within the client's rate, and the answer says so in `Server-Timing`, which the page reads so it reports
 * nothing more. Answers the headers to add: none for a view this request does not count.
 */
export function viewCountedWith(c: Context<{ Bindings: Env }>, path: string, status: number): Record<string, string> {
  const owner = routeOwner(path);
  if (status !== 200 || owner === null || owner === 'admin' || !isShownNavigation(c.req.raw.headers)) return {};
  const counted = withinRate(c.env, c.req.header('CF-Connecting-IP'))
    .then((allowed) => (allowed ? countView(dbOf(c.env.DB), path, utcDay(new Date())) : undefined))
    // A view that could not be counted is logged, never the visitor's failure: the page has already been sent.
    .catch((error: unknown) => logFailure({ kind: 'internal_error', route: path, ...errorOf(error) }));
  c.executionCtx.waitUntil(counted);
  return { 'Server-Timing': viewCountedTiming };
}
