import { Hono } from 'hono';
import { googleDailyQuota } from '../http/config';
import type { AppEnv } from '../http/app-env';
import { todaysPings } from './pings';
import { googleAccount, indexNowKey } from './settings';

/** `GET /api/admin/search-engines` (behind the session guard): the dashboard's Search engines card (docs/admin.md#dashboard). */
export const searchEnginesAdmin = new Hono<AppEnv>().get('/', async (c) => {
  const settings = { google: googleAccount(c.env) !== null, indexNow: indexNowKey(c.env) !== null, quota: googleDailyQuota(c.env) };
  return c.json(await todaysPings(c.env, settings));
});
