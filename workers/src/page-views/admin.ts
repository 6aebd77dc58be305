import { Hono } from 'hono';
import { z } from 'zod';
import { dbOf } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { queryOf } from '../http/validate';
import { utcDay, viewTotals } from './queries';

const totalsQuery = z.object({
  days: z.coerce
    .number({ message: 'days must be a number' })
    .int({ message: 'days must be a whole number' })
    .min(1, { message: 'days must be between 1 and 365' })
    .max(365, { message: 'days must be between 1 and 365' })
    .default(30),
});

const dayMs = 24 * 60 * 60 * 1000;

/** `GET /api/admin/page-views?days=N`: views per path over the last N UTC days, today included. */
export const pageViewsAdmin = new Hono<AppEnv>().get('/', async (c) => {
  const { days } = queryOf(c, totalsQuery);
  const since = utcDay(new Date(Date.now() - (days - 1) * dayMs));
  return c.json({ since, totals: await viewTotals(dbOf(c.env.DB), since) });
});
