import { maxRobotsChars, robotsInput, type RobotsText } from '@rdj/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { jsonBody } from '../http/validate';
import { robotsKey, servedRobots } from '../site';

/** Room for the longest allowed text as JSON (a character may take up to 6 bytes escaped), so it is refused by length with a 400, not a 413. */
const maxRobotsBody = maxRobotsChars * 6 + 1024;

/** Stores robots.txt; an empty text removes it, so the default is served again. */
export async function saveRobots(env: Env, text: string): Promise<void> {
  if (text) await env.KV.put(robotsKey, text);
  else await env.KV.delete(robotsKey);
}

/** `/api/admin/robots`: the robots.txt manager; `/robots.txt` serves what is saved at once. */
export const robotsAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json<RobotsText>(await servedRobots(c.env)))
  .put('/', async (c) => {
    const { text } = await jsonBody(c, robotsInput, maxRobotsBody);
    await saveRobots(c.env, text);
    return c.json<RobotsText>(await servedRobots(c.env));
  });
