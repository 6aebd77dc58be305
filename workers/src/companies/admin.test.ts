import { maxImageBytes, type AdminCompany, type CompanyWithJobs } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, signedInAdmin } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { reviewed, submitted } from '../../test/support/postings';
import { finishedRun } from '../../test/support/job-index';

const asAdmin = adminCaller('companies-admin');
let token = '';

beforeAll(async () => {
  token = (await signedInAdmin('companies-admin-review')).session.access_token;
  // The company pages are cached, and so their edits tested, once the job index has finished a run.
  await finishedRun();
});

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
/** A real 2×2 PNG (the blog images' test's), so "accepts a PNG" means a PNG a browser shows. */
const png = fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGMwTjtjnHaGAUIBACS2BZU4w3+7AAAAAElFTkSuQmCC');

/** A company made the one way companies are made: a posting of it approved. */
async function aCompany(label: string): Promise<string> {
  const name = `${label} Works ${crypto.randomUUID().slice(0, 8)}`;
  const approved = await reviewed(await submitted({ company: name }), 'approve', token);
  return approved.companySlug!;
}

function uploadLogo(slug: string, body: BodyInit, type = 'image/png'): Promise<Response> {
  return asAdmin(`/api/admin/companies/${slug}/logo`, { method: 'PUT', body: body as Uint8Array, headers: { 'Content-Type': type } });
}

async function storedLogos(): Promise<string[]> {
  return (await env.BLOG_IMAGES.list({ prefix: 'company-logos/' })).objects.map((o) => o.key).sort();
}

async function logoKeyOf(slug: string): Promise<string | null> {
  return (await env.DB.prepare('SELECT logo_key FROM companies WHERE slug = ?').bind(slug).first<{ logo_key: string | null }>())?.logo_key ?? null;
}

describe('/api/admin/companies without a session', () => {
  it.each([
    ['GET', '/api/admin/companies'],
    ['GET', '/api/admin/companies/acme'],
    ['PUT', '/api/admin/companies/acme'],
    ['PUT', '/api/admin/companies/acme/logo'],
    ['DELETE', '/api/admin/companies/acme/logo'],
  ])('refuses %s %s with 401 and changes nothing', async (method, path) => {
    const slug = await aCompany('Guarded');
    const before = await env.DB.prepare('SELECT * FROM companies WHERE slug = ?').bind(slug).first();
    const body = method === 'PUT' ? (path.endsWith('/logo') ? png : JSON.stringify({ name: 'Taken Over' })) : undefined;
    const res = await call(path.replace('acme', slug), { method, body });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthenticated');
    expect(await env.DB.prepare('SELECT * FROM companies WHERE slug = ?').bind(slug).first()).toEqual(before);
  });
});

describe('the admin’s companies', () => {
  it('lists the companies with their open postings counted', async () => {
    const slug = await aCompany('Listed');
    const res = await asAdmin('/api/admin/companies');
    expect(res.status).toBe(200);
    const { companies } = await res.json<{ companies: AdminCompany[] }>();
    expect(companies.find((c) => c.slug === slug)).toMatchObject({ slug, openPostings: 1, logoUrl: null, website: 'https://northwind.example' });
  });

  it('changes the name and website, which the page shows at once', async () => {
    const slug = await aCompany('Renamed');
    await call(`/companies/${slug}`); // cached now
    const res = await asAdmin(`/api/admin/companies/${slug}`, { method: 'PUT', body: { name: 'Renamed & Co', website: 'https://renamed.example/' } });
    expect(res.status).toBe(200);
    expect(await res.json<AdminCompany>()).toMatchObject({ slug, name: 'Renamed & Co', website: 'https://renamed.example/', openPostings: 1 });
    expect((await (await call(`/api/companies/${slug}`)).json<CompanyWithJobs>()).company.name).toBe('Renamed & Co');
    expect(await (await call(`/companies/${slug}`)).text()).toContain('<title>Renamed &amp; Co remote design jobs | Remote Design Jobs</title>');

    const cleared = await asAdmin(`/api/admin/companies/${slug}`, { method: 'PUT', body: { name: 'Renamed & Co', website: '' } });
    expect((await cleared.json<AdminCompany>()).website).toBeNull();
  });

  it('refuses an empty name, a website that is not http(s) and unknown fields with 400, changing nothing', async () => {
    const slug = await aCompany('Strict');
    const before = await env.DB.prepare('SELECT * FROM companies WHERE slug = ?').bind(slug).first();
    for (const body of [{ name: '  ' }, { name: 'Fine', website: 'javascript:alert(1)' }, { name: 'Fine', extra: 1 }, 'not json']) {
      const res = await asAdmin(`/api/admin/companies/${slug}`, { method: 'PUT', body });
      expect(res.status).toBe(400);
      expect(Object.keys(await errorOf(res))).toEqual(['code', 'message']);
    }
    expect(await env.DB.prepare('SELECT * FROM companies WHERE slug = ?').bind(slug).first()).toEqual(before);
  });

  it('answers 404 for an unknown company and 400 for what cannot be a slug', async () => {
    expect((await asAdmin('/api/admin/companies/no-such-company-here')).status).toBe(404);
    expect((await asAdmin('/api/admin/companies/no-such-company-here', { method: 'PUT', body: { name: 'X' } })).status).toBe(404);
    expect((await uploadLogo('no-such-company-here', png)).status).toBe(404);
    expect((await asAdmin('/api/admin/companies/Bad_Slug')).status).toBe(400);
  });
});

describe('a company’s logo', () => {
  it('accepts a real PNG, serves it from our origin and names it in the page’s Organization data', async () => {
    const slug = await aCompany('Logo');
    const res = await uploadLogo(slug, png);
    expect(res.status).toBe(200);
    const { logoUrl } = await res.json<AdminCompany>();
    expect(logoUrl).toMatch(/^\/company-logos\/[0-9a-f]{32}\.png$/);

    const served = await call(logoUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    expect((await (await call(`/api/companies/${slug}`)).json<CompanyWithJobs>()).company.logoUrl).toBe(logoUrl);
    expect(await (await call(`/companies/${slug}`)).text()).toContain(`"logo":"${env.PUBLIC_ORIGIN}${logoUrl}"`);
  });

  it('replaces the logo, deleting the old one, and removes it', async () => {
    const slug = await aCompany('Replaced');
    const first = (await (await uploadLogo(slug, png)).json<AdminCompany>()).logoUrl!;
    const second = (await (await uploadLogo(slug, png)).json<AdminCompany>()).logoUrl!;
    expect(second).not.toBe(first);
    expect(await env.BLOG_IMAGES.head(first.slice(1))).toBeNull();
    expect((await call(first)).status).toBe(404);

    const removed = await asAdmin(`/api/admin/companies/${slug}/logo`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await removed.json<AdminCompany>()).logoUrl).toBeNull();
    expect(await env.BLOG_IMAGES.head(second.slice(1))).toBeNull();
  });

  it('refuses a text file sent as a PNG with 415 and stores nothing', async () => {
    const slug = await aCompany('Renamed File');
    const before = await storedLogos();
    const res = await uploadLogo(slug, new TextEncoder().encode('not an image, only named logo.png'), 'image/png');
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toEqual({ code: 'unsupported_type', message: 'Only JPEG, PNG, WebP or GIF images can be uploaded' });
    expect(await storedLogos()).toEqual(before);
    expect(await logoKeyOf(slug)).toBeNull();
  });

  it('refuses an image over 2 MB with 413 and an empty body with 400, storing nothing', async () => {
    const slug = await aCompany('Too Large');
    const before = await storedLogos();
    const large = new Uint8Array(maxImageBytes + 1);
    large.set(png);
    const res = await uploadLogo(slug, large);
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: 'too_large', message: 'Logos may be at most 2 MB' });
    const empty = await uploadLogo(slug, new Uint8Array());
    expect(empty.status).toBe(400);
    expect(await storedLogos()).toEqual(before);
    expect(await logoKeyOf(slug)).toBeNull();
  });

  it('is a 404 in the error shape at a name no upload has', async () => {
    const res = await call('/company-logos/00000000000000000000000000000000.png');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_found');
    expect((await call('/company-logos/..%2Fblog-images%2Fx.png')).status).toBe(404);
  });
});
