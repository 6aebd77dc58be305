import { redirectPagePath } from '@rdj/shared';
import { Hono } from 'hono';

/**
 * `/redirect` without a url goes home, answered here before any page renders: nothing to show, run or hydrate
 * (docs/pages.md#the-redirect-page). Every other `/redirect` address is the page, rendered by the jobs remote.
 */
export const redirectPage = new Hono<{ Bindings: Env }>().get(redirectPagePath, async (c, next) => {
  if (c.req.query('url')) return next();
  return c.redirect('/', 302);
});
