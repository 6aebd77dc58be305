import { seoPageInput } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { purgeTags } from '../purge/purge';
import { pageTag } from '../purge/tags';
import { jsonBody } from '../http/validate';
import { fixedPageSettings, isStoredNoindex, savePageSettings } from './page-queries';
import { robotsWithDisallow, robotsWithoutDisallow } from '../robots/rules';
import { saveRobots, servedRobots } from '../robots/store';

/** Keeps robots.txt's `User-agent: *` group in step with a page's noindex: a Disallow line while it is set. */
async function syncRobots(env: Env, path: string, noindex: boolean): Promise<void> {
  const { text } = await servedRobots(env);
  const next = noindex ? robotsWithDisallow(text, path) : robotsWithoutDisallow(text, path);
  if (next !== text) await saveRobots(env, next);
}

/** `/api/admin/seo/pages`: the SEO manager's cards, one per fixed page. */
export const seoPagesAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ pages: await fixedPageSettings(dbOf(c.env.DB)) }))
  .put('/', async (c) => {
    const input = await jsonBody(c, seoPageInput);
    const db = dbOf(c.env.DB);
    const wasNoindex = await isStoredNoindex(db, input.path);
    const page = await savePageSettings(db, input);
    if (wasNoindex !== input.noindex) await syncRobots(c.env, input.path, input.noindex);
    await purgeTags(c.env, [pageTag(input.path)]);
    return c.json({ page });
  });
