import { Hono } from 'hono';
import { pageViewTotalsQuery, type PageViewTotals } from '@rdj/shared';
import { dbOf } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { queryOf } from '../http/validate';
import { utcDay, viewTotals } from './queries';

const dayMs = 24 * 60 * 60 * 1000;

/** `GET /api/admin/page-views?days=N`: views per path over the last N UTC days, today included. */
export const pageViewsAdmin = new Hono<AppEnv>().get('/', async (c) => {
  const { days } = queryOf(c, pageViewTotalsQuery);
  const since = utcDay(new Date(Date.now() - (days - 1) * dayMs));
  const body: PageViewTotals = { since, totals: await viewTotals(dbOf(c.env.DB), since) };
  return c.json(body);
});
