import { pageSeoPatch, type PageSeoRow } from '@rdj/shared';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { pageSeo } from '../db/tables/seo';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/validate';

function rowOf(row: typeof pageSeo.$inferSelect): PageSeoRow {
  return {
    id: row.id,
    path: row.path,
    title: row.title ?? '',
    description: row.description ?? '',
    keywords: row.keywords ?? '',
    addToSitemap: row.addToSitemap,
  };
}

/** `/api/admin/seo/page-seo`: the older listing (table page_seo), each field edit saved on its own. */
export const pageSeoAdmin = new Hono<AppEnv>()
  .get('/', async (c) => {
    const rows = await dbOf(c.env.DB).select().from(pageSeo).orderBy(asc(pageSeo.path));
    return c.json({ rows: rows.map(rowOf) });
  })
  .patch('/:id{[0-9]{1,15}}', async (c) => {
    const id = Number(c.req.param('id'));
    const patch = await jsonBody(c, pageSeoPatch);
    const [row] = await dbOf(c.env.DB).update(pageSeo).set(patch).where(eq(pageSeo.id, id)).returning();
    if (!row) throw new ApiError(404, 'not_found', `No page SEO row ${id}`);
    return c.json({ row: rowOf(row) });
  });
