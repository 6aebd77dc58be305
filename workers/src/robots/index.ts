import { maxRobotsChars, robotsInput, type RobotsText } from '@rdj/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { jsonBody } from '../http/validate';
import { saveRobots, servedRobots } from './store';

/**
 * robots.txt, all of it here: the public file (`robotsTxt`), the SEO manager's editor (`robotsAdmin`), where the
 * text is kept (store.ts) and the Disallow-line edits the SEO manager's noindex makes (rules.ts).
 */

/** Admins expect a saved change to show at once, so crawlers revalidate instead of caching. */
const revalidate = 'no-cache';

/** `GET /robots.txt`, outside the layout. */
export const robotsTxt = new Hono<{ Bindings: Env }>().get('/robots.txt', async (c) => {
  const { text } = await servedRobots(c.env);
  return c.body(text, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidate });
});

/** Room for the longest allowed text as JSON (a character may take up to 6 bytes escaped), so it is refused by length with a 400, not a 413. */
const maxRobotsBody = maxRobotsChars * 6 + 1024;

/** `/api/admin/robots`: the robots.txt manager; `/robots.txt` serves what is saved at once. */
export const robotsAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json<RobotsText>(await servedRobots(c.env)))
  .put('/', async (c) => {
    const { text } = await jsonBody(c, robotsInput, maxRobotsBody);
    await saveRobots(c.env, text);
    return c.json<RobotsText>(await servedRobots(c.env));
  });
