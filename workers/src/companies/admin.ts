import { companyInput, companyLogoPrefix, companySlugParams, type AdminCompany } from '@rdj/shared';
import { Hono, type Context } from 'hono';
import { dbOf } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { jsonBody, parseWith } from '../http/validate';
import { deleteImage, storeImage } from '../lib/stored-images';
import { forgetCompanyPages } from './page-cache';
import { adminCompanies, companyRow, openPostingCount, toAdminCompany, updateCompany } from './queries';

function slugOf(c: Context<AppEnv>): string {
  return parseWith(companySlugParams, c.req.param()).slug;
}

const noCompany = () => new ApiError(404, 'not_found', 'No such company');

/** The company as the admin sees it after a change, its page forgotten so the next visitor sees the change. */
async function changed(c: Context<AppEnv>, row: Awaited<ReturnType<typeof updateCompany>>): Promise<AdminCompany> {
  if (!row) throw noCompany();
  await forgetCompanyPages(c.env, [row.slug]);
  return toAdminCompany(row, await openPostingCount(dbOf(c.env.DB), row.slug));
}

/**
 * `/api/admin/companies` (behind the admin session guard; docs/postings.md#companies): the companies, a company's
 * name and website, and its logo. A logo is the request body's bytes, checked and stored as the blog's images are
 * (lib/stored-images.ts); `logo_key` is its R2 key, the served path without the leading slash.
 */
export const companiesAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ companies: await adminCompanies(dbOf(c.env.DB)) }))
  .get('/:slug', async (c) => {
    const db = dbOf(c.env.DB);
    const slug = slugOf(c);
    const row = await companyRow(db, slug);
    if (!row) throw noCompany();
    return c.json(toAdminCompany(row, await openPostingCount(db, slug)));
  })
  .put('/:slug', async (c) => {
    const slug = slugOf(c);
    const input = await jsonBody(c, companyInput);
    return c.json(await changed(c, await updateCompany(dbOf(c.env.DB), slug, input)));
  })
  .put('/:slug/logo', async (c) => {
    const slug = slugOf(c);
    const db = dbOf(c.env.DB);
    const before = await companyRow(db, slug);
    if (!before) throw noCompany();
    const path = await storeImage(c.env, c.req.raw, companyLogoPrefix, 'Logos');
    const after = await updateCompany(db, slug, { logoKey: path.slice(1) });
    if (before.logoKey) await deleteImage(c.env, `/${before.logoKey}`);
    return c.json(await changed(c, after));
  })
  .delete('/:slug/logo', async (c) => {
    const slug = slugOf(c);
    const db = dbOf(c.env.DB);
    const before = await companyRow(db, slug);
    if (!before) throw noCompany();
    const after = await updateCompany(db, slug, { logoKey: null });
    if (before.logoKey) await deleteImage(c.env, `/${before.logoKey}`);
    return c.json(await changed(c, after));
  });
