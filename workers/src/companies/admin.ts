import { companyInput, companySlugParams, maxImageBytes, type AdminCompany } from '@rdj/shared';
import { Hono, type Context } from 'hono';
import { immutable } from '../blog/images';
import { imageExtensions, imageTypeOf } from '../blog-admin/image-type';
import { dbOf } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { jsonBody, limitedBytes, parseWith } from '../http/validate';
import { logoKeyPrefix } from './logos';
import { forgetCompanyPages } from './page-cache';
import { adminCompanies, companyRow, openPostingCount, toAdminCompany, updateCompany } from './queries';

function slugOf(c: Context<AppEnv>): string {
  return parseWith(companySlugParams, c.req.param()).slug;
}

const noCompany = () => new ApiError(404, 'not_found', 'No such company');

function randomName(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The company as the admin sees it after a change, its page forgotten so the next visitor sees the change. */
async function changed(c: Context<AppEnv>, row: Awaited<ReturnType<typeof updateCompany>>): Promise<AdminCompany> {
  if (!row) throw noCompany();
  await forgetCompanyPages(c.env, [row.slug]);
  return toAdminCompany(row, await openPostingCount(dbOf(c.env.DB), row.slug));
}

/**
 * `/api/admin/companies` (behind the admin session guard; docs/postings.md#companies): the companies, a company's
 * name and website, and its logo. A logo is the request body's bytes, checked as the blog's images are: its type
 * from those bytes, at most `maxImageBytes`, refused before anything is stored.
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
    const bytes = await limitedBytes(c.req.raw, maxImageBytes, () => new ApiError(413, 'too_large', 'Logos may be at most 2 MB'));
    if (bytes.byteLength === 0) throw new ApiError(400, 'invalid_input', 'The logo is empty');
    const type = imageTypeOf(bytes);
    if (!type) throw new ApiError(415, 'unsupported_type', 'Only JPEG, PNG, WebP or GIF images can be uploaded');
    const key = `${logoKeyPrefix}${randomName()}.${imageExtensions[type]}`;
    await c.env.BLOG_IMAGES.put(key, bytes, { httpMetadata: { contentType: type, cacheControl: immutable } });
    const after = await updateCompany(db, slug, { logoKey: key });
    if (before.logoKey) await c.env.BLOG_IMAGES.delete(before.logoKey);
    return c.json(await changed(c, after));
  })
  .delete('/:slug/logo', async (c) => {
    const slug = slugOf(c);
    const db = dbOf(c.env.DB);
    const before = await companyRow(db, slug);
    if (!before) throw noCompany();
    const after = await updateCompany(db, slug, { logoKey: null });
    if (before.logoKey) await c.env.BLOG_IMAGES.delete(before.logoKey);
    return c.json(await changed(c, after));
  });
