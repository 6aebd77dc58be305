// Each change purges exactly the tags of what it changed (docs/caching.md#tags), seen through the page cache as
// servePage fills it: the pages carrying one of its tags are gone, every other page is still cached.
import { categories, categoryPaths, featuredPicks } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkIn, mailsTo, postForm } from '../../test/support/alerts';
import { signedInAdmin } from '../../test/support/auth';
import { indexedJob, ingestRun, providerJob } from '../../test/support/job-index';
import { postingRow, reviewed, submit, submitted, validPosting } from '../../test/support/postings';
import { asAdmin, card } from '../../test/support/seo-admin';
import { cacheAsServed, stillCached } from '../../test/support/page-cache';

let token = '';
beforeAll(async () => {
  token = (await signedInAdmin('purge-changes')).session.access_token;
});

/** Every kind of cached page: home, each category page at each address, two companies', the blog's and a fixed one. */
const everyPage = ['/', ...categoryPaths, '/companies/northwind-studio', '/companies/other-studio', '/blog', '/blog/a-post', '/about'];

/** The pages that list the jobs of `slugs`: their category pages at every address, and home where one is featured. */
function listsOf(slugs: readonly string[]): string[] {
  const pages = categories.filter((c) => slugs.includes(c.slug)).flatMap((c) => [c.path, ...(c.aliases ?? [])]);
  return featuredPicks.some(({ category }) => slugs.includes(category)) ? ['/', ...pages] : pages;
}

const without = (gone: readonly string[]) => everyPage.filter((path) => !gone.includes(path));

describe('what a change purges', () => {
  it('an ingest run: the lists of the jobs it changed, those they left included, no other page', async () => {
    const kept = providerJob({ title: 'Senior Graphic Designer' });
    const edited = providerJob({ title: 'Senior Product Designer', snippet: 'Graphic design for our product pages' });
    await ingestRun([kept, edited]);
    const listedBefore = (await indexedJob(`provider:${edited.providerId}`))!.categories;
    await cacheAsServed(everyPage);
    await ingestRun([kept, { ...edited, snippet: 'Own the checkout flow' }]);
    const listedAfter = (await indexedJob(`provider:${edited.providerId}`))!.categories;
    // It left the graphic design list, where the job that did not change stays.
    expect([listedBefore, listedAfter]).toEqual([['graphic-design', 'product-design'], ['product-design']]);
    expect(await stillCached(everyPage)).toEqual(without(listsOf(listedBefore)));
    await cacheAsServed(everyPage);
    await ingestRun([kept, { ...edited, snippet: 'Own the checkout flow' }]);
    expect(await stillCached(everyPage)).toEqual(everyPage);
  });

  it('a posting closed by its mailed link: its category’s lists and its company’s page', async () => {
    const posting = validPosting({ category: 'graphic-design', title: 'Purged Graphic Designer' });
    const id = await submitted(posting);
    await reviewed(id, 'approve', token);
    const [mail] = await mailsTo(posting.email, 1);
    expect((await postingRow(id))?.company_slug).toBe('northwind-studio');
    await cacheAsServed(everyPage);
    const link = linkIn(mail!, '/postings/manage');
    expect((await postForm('/postings/manage', { token: link.token, action: 'close' })).status).toBe(303);
    expect(await stillCached(everyPage)).toEqual(without([...listsOf(['graphic-design']), '/companies/northwind-studio']));
  });

  it('an approval: its category’s lists and its company’s page', async () => {
    const id = await submitted(validPosting({ category: 'product-design', company: 'Other Studio', title: 'Purged Product Designer' }));
    await cacheAsServed(everyPage);
    await reviewed(id, 'approve', token);
    expect(await stillCached(everyPage)).toEqual(without([...listsOf(['product-design']), '/companies/other-studio']));
  });

  it('an approved edit that renames its company: its lists and the pages of the company it left and the one it joined', async () => {
    const posting = validPosting({ category: 'product-design', company: 'Other Studio', title: 'Renamed Product Designer', email: 'purge-rename@example.com' });
    const id = await submitted(posting);
    await reviewed(id, 'approve', token);
    const [mail] = await mailsTo(posting.email, 1);
    expect((await submit(validPosting({ ...posting, company: 'Northwind Studio', editToken: linkIn(mail!, '/postings/manage').token }))).status).toBe(201);
    const edit = await env.DB.prepare('SELECT id FROM job_submissions WHERE edit_of = ?').bind(id).first<{ id: string }>();
    await cacheAsServed(everyPage);
    await reviewed(edit!.id, 'approve', token);
    expect(await stillCached(everyPage)).toEqual(without([...listsOf(['product-design']), '/companies/northwind-studio', '/companies/other-studio']));
  });

  it('a rejected posting, never listed: nothing', async () => {
    const id = await submitted(validPosting({ category: 'motion-design', company: 'Other Studio' }));
    await cacheAsServed(everyPage);
    await reviewed(id, 'reject', token);
    expect(await stillCached(everyPage)).toEqual(everyPage);
  });

  it('an SEO save: the page it is of, at each of its addresses', async () => {
    const ux = categories.find((c) => c.slug === 'ux-ui-design')!;
    await cacheAsServed(everyPage);
    const res = await asAdmin('/api/admin/seo/pages', { method: 'PUT', body: card(ux.path, { title: 'Remote UX/UI design jobs, every day' }) });
    expect(res.status).toBe(200);
    expect(await stillCached(everyPage)).toEqual(without([ux.path, ...(ux.aliases ?? [])]));
    expect(ux.aliases?.length).toBeGreaterThan(0);
  });
});
