import type { CompanyWithJobs, JobSubmission } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { expectSignedRedirect } from '../../test/support/redirect';
import { clearStoredSitemap } from '../../test/support/sitemap';
import { adminClose, expire, reviewed, submitted } from '../../test/support/postings';
import { finishedRun, providerJob, stagedRun } from '../../test/support/job-index';
import { applyRun } from '../job-index/apply-run';
import { providerRow } from '../job-index/rows';
import { openCompanyJobs } from './queries';

let token = '';

beforeAll(async () => {
  token = (await signedInAdmin('companies')).session.access_token;
  // The company pages are cached, and so their edits tested, once the job index has finished a run.
  await finishedRun();
});

/** A company name no other test of the file uses, and the slug it gives. */
function aCompany(label: string): { name: string; slug: string } {
  const tag = crypto.randomUUID().slice(0, 8);
  return { name: `${label} Studio ${tag}`, slug: `${label.toLowerCase()}-studio-${tag}` };
}

async function approvedFor(company: string, overrides: Parameters<typeof submitted>[0] = {}): Promise<JobSubmission> {
  return reviewed(await submitted({ company, ...overrides }), 'approve', token);
}

async function companyPage(slug: string): Promise<CompanyWithJobs> {
  const res = await call(`/api/companies/${slug}`);
  expect(res.status).toBe(200);
  return res.json<CompanyWithJobs>();
}

async function row(sql: string, ...values: unknown[]): Promise<Record<string, unknown> | null> {
  return env.DB.prepare(sql).bind(...values).first();
}

function structuredDataOf(html: string): Record<string, unknown> | undefined {
  const text = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
}

describe('approving a posting', () => {
  it('makes its company from the name, with the posting’s website, and lists the posting on it', async () => {
    const { name, slug } = aCompany('Acme');
    const approved = await approvedFor(`  ${name} `, { companyWebsite: 'https://acme.example' });
    expect(approved.companySlug).toBe(slug);
    expect(await row('SELECT company_slug FROM job_submissions WHERE id = ?', approved.id)).toEqual({ company_slug: slug });
    expect(await row('SELECT name, website, logo_key FROM companies WHERE slug = ?', slug)).toEqual({
      name,
      website: 'https://acme.example',
      logo_key: null,
    });
  });

  it('lists a second posting of a name with the same slug on the same company, which keeps its name and website', async () => {
    const { name, slug } = aCompany('Shared');
    await approvedFor(name, { companyWebsite: '' });
    const second = await approvedFor(name.toUpperCase(), { companyWebsite: 'https://shared.example' });
    expect(second.companySlug).toBe(slug);
    // The first approval gave no website: the company takes the second's. Its name stays the first one's.
    expect(await row('SELECT name, website FROM companies WHERE slug = ?', slug)).toEqual({ name, website: 'https://shared.example' });
    await approvedFor(name, { companyWebsite: 'https://other.example' });
    expect(await row('SELECT website FROM companies WHERE slug = ?', slug)).toEqual({ website: 'https://shared.example' });
    expect((await companyPage(slug)).jobs).toHaveLength(3);
  });

  it('makes no company for a rejected posting', async () => {
    const { name, slug } = aCompany('Rejected');
    const rejected = await reviewed(await submitted({ company: name }), 'reject', token);
    expect(rejected.companySlug).toBeNull();
    expect(await row('SELECT slug FROM companies WHERE slug = ?', slug)).toBeNull();
  });
});

describe('GET /api/companies/:slug', () => {
  it('answers the company and only its open postings, newest approval first, each with its signed View Job path', async () => {
    const { name, slug } = aCompany('Open');
    const older = await approvedFor(name, { title: 'Older Role', applicationUrl: 'https://open.example/older' });
    const newer = await approvedFor(name, { title: 'Newer Role', applicationUrl: 'https://open.example/newer' });
    const expired = await approvedFor(name, { title: 'Expired Role' });
    await expire(expired.id);
    const closed = await approvedFor(name, { title: 'Closed Role' });
    await adminClose(closed.id, token);
    const pending = await submitted({ company: name, title: 'Pending Role' });
    await env.DB.prepare('UPDATE job_submissions SET company_slug = ? WHERE id = ?').bind(slug, pending).run();

    const page = await companyPage(slug);
    expect(page.company).toEqual({ slug, name, website: 'https://northwind.example', logoUrl: null });
    expect(page.jobs.map((j) => j.title)).toEqual(['Newer Role', 'Older Role']);
    expect(page.jobs[0]).toMatchObject({ id: `posting-${newer.id}`, postingPath: `/jobs/${newer.id}`, company: name, featured: true });
    await expectSignedRedirect(page.jobs[0]?.applyHref, 'https://open.example/newer');
    await expectSignedRedirect(page.jobs[1]?.applyHref, 'https://open.example/older');
  });

  it('answers a company whose postings are all gone with no jobs', async () => {
    const { name, slug } = aCompany('Quiet');
    const approved = await approvedFor(name);
    await reviewed(approved.id, 'reject', token);
    expect(await companyPage(slug)).toMatchObject({ company: { slug, name }, jobs: [] });
  });

  it('answers 404 for an unknown company and 400 for what cannot be a slug', async () => {
    const unknown = await call('/api/companies/no-such-company-here');
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({ code: 'not_found', message: 'No such company' });
    const bad = await call('/api/companies/Not_A_Slug');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('invalid_input');
  });
});

describe('the company page /companies/{slug}', () => {
  it('has its title, description, canonical and Organization structured data', async () => {
    const { name, slug } = aCompany('Head');
    await approvedFor(name, { companyWebsite: 'https://head.example' });
    const res = await call(`/companies/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${name} remote design jobs | Remote Design Jobs</title>`);
    expect(html).toContain(`<meta name="description" content="1 open remote design job at ${name}. Apply to ${name} on Remote Design Jobs.">`);
    expect(html).toContain(`<link rel="canonical" href="${env.PUBLIC_ORIGIN}/companies/${slug}">`);
    expect(html).not.toContain('noindex');
    expect(structuredDataOf(html)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      name,
      url: `${env.PUBLIC_ORIGIN}/companies/${slug}`,
      sameAs: 'https://head.example',
    });
  });

  it('is noindex once its last posting is gone, at once though the page was cached', async () => {
    const { name, slug } = aCompany('Gone');
    const approved = await approvedFor(name);
    expect(await (await call(`/companies/${slug}`)).text()).not.toContain('noindex');
    await reviewed(approved.id, 'reject', token);
    const res = await call(`/companies/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain(`has no open remote design jobs`);
  });

  it('is the not-found page, 404, for an unknown company', async () => {
    const res = await call('/companies/no-such-company-here');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>Page not found | Remote Design Jobs</title>');
  });
});

describe('the sitemap', () => {
  it('lists the companies with open postings, dated by their latest approval', async () => {
    await clearStoredSitemap();
    const open = aCompany('Listed');
    await approvedFor(open.name);
    const latest = await approvedFor(open.name);
    const quiet = aCompany('Unlisted');
    await reviewed((await approvedFor(quiet.name)).id, 'reject', token);

    const xml = await (await call('/sitemap.xml')).text();
    const entry = (slug: string) => xml.match(new RegExp(`<url>\\s*<loc>${env.PUBLIC_ORIGIN}/companies/${slug}</loc>([\\s\\S]*?)</url>`))?.[1];
    expect(entry(open.slug)).toContain(`<lastmod>${latest.reviewedAt?.slice(0, 10)}</lastmod>`);
    expect(entry(quiet.slug)).toBeUndefined();
  });
});

describe('a company page’s jobs', () => {
  it('are read through the company’s own index, not by walking every open job of the index', async () => {
    const { name, slug } = aCompany('Indexed');
    await approvedFor(name);
    await applyRun(env, await stagedRun(Array.from({ length: 300 }, () => providerRow(providerJob()))), new Date().toISOString());
    let rowsRead = 0;
    const counted = {
      prepare: (sql: string) => ({
        bind: (...values: unknown[]) => ({
          all: async <T>() => {
            const result = await env.DB.prepare(sql).bind(...values).all<T>();
            rowsRead += result.meta.rows_read;
            return result;
          },
        }),
      }),
    } as unknown as D1Database;
    expect(await openCompanyJobs(counted, slug)).toHaveLength(1);
    // Walking the open jobs newest first read all 300 and more.
    expect(rowsRead).toBeLessThan(10);
  });
});
