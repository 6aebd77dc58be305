import { categories, parseUpdated, type BoardJob, type JobListPage } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSignedRedirect } from '../../test/support/redirect';
import { call, errorOf } from '../../test/support/call';
import { insertApproved } from '../../test/support/jobs';
import { ingested } from '../../test/support/job-index';

// The feeds read the job index: one ingest run of the sandbox provider fills it for this file.
beforeAll(ingested, 60_000);

async function feed(slug: string): Promise<string> {
  const res = await call(`/feeds/${slug}.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
  return res.text();
}

function items(xml: string): string[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
}

const field = (item: string, name: string) => new RegExp(`<${name}[^>]*>([^<]*)</${name}>`).exec(item)?.[1];

const unescape = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

describe('GET /feeds/{category}.xml', () => {
  it('is an RSS 2.0 channel describing the category page, pointing at itself', async () => {
    const xml = await feed('graphic-design');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')).toBe(true);
    expect(xml.trimEnd().endsWith('</channel>\n</rss>')).toBe(true);
    const channel = xml.slice(0, xml.indexOf('<item>'));
    expect(field(channel, 'title')).toBe('Remote Graphic Design Jobs | Remote Design Jobs');
    expect(field(channel, 'link')).toBe(`${env.PUBLIC_ORIGIN}/remote-graphic-design-jobs`);
    expect(field(channel, 'description')).toBe('Find remote graphic design jobs from companies hiring designers worldwide.');
    expect(field(channel, 'language')).toBe('en-us');
    expect(field(channel, 'lastBuildDate')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(channel).toContain(`<atom:link href="${env.PUBLIC_ORIGIN}/feeds/graphic-design.xml" rel="self" type="application/rss+xml"/>`);
  });

  it('has one item per job of page 1 of the listing, each going through the redirect page with its link signed', async () => {
    const [xml, page] = await Promise.all([
      feed('freelance-design'),
      call('/api/jobs?category=freelance-design').then((res) => res.json<JobListPage<BoardJob>>()),
    ]);
    const list = items(xml);
    expect(list.length).toBe(page.jobs.length);
    expect(list.length).toBeGreaterThan(0);
    for (const [i, item] of list.entries()) {
      const job = page.jobs[i]!;
      expect(unescape(field(item, 'title')!)).toBe(job.title);
      const link = unescape(field(item, 'link')!);
      expect(link.startsWith(`${env.PUBLIC_ORIGIN}/redirect?`)).toBe(true);
      await expectSignedRedirect(link.slice(env.PUBLIC_ORIGIN.length), job.link);
      expect(item).toContain(`<guid isPermaLink="false">${job.id}</guid>`);
      expect(unescape(field(item, 'description')!)).toBe(job.snippet);
    }
  });

  // Jobs without a valid date are covered in rss.test.ts: the sandbox sorts them after page 1.
  it('gives each item the RFC 822 pubDate of its job', async () => {
    let dated = 0;
    for (const { slug } of categories) {
      const [xml, page] = await Promise.all([
        feed(slug),
        call(`/api/jobs?category=${slug}`).then((res) => res.json<JobListPage>()),
      ]);
      items(xml).forEach((item, i) => {
        const updated = parseUpdated(page.jobs[i]!.updated);
        expect(field(item, 'pubDate')).toBe(updated ? updated.toUTCString() : undefined);
        if (updated) dated += 1;
      });
    }
    expect(dated).toBeGreaterThan(0);
  });

  it('escapes every text, so titles with & and < stay well-formed', async () => {
    const xml = await feed('freelance-design');
    expect(xml).toContain('&amp;');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    for (const item of items(xml)) expect(field(item, 'title')).not.toMatch(/[<>]/);
  });

  it("links an approved posting to its own page on the site", async () => {
    const id = crypto.randomUUID();
    await insertApproved({ id, title: 'Product Designer <Payments> & Billing', category: 'product-design' });
    const [first] = items(await feed('product-design'));
    expect(field(first!, 'title')).toBe('Product Designer &lt;Payments&gt; &amp; Billing');
    expect(field(first!, 'link')).toBe(`${env.PUBLIC_ORIGIN}/jobs/${id}`);
  });

  it.each(['plumbing.xml', 'graphic-design', 'graphic-design.rss', 'graphic-design.xml.bak'])(
    'answers /feeds/%s with a JSON 404',
    async (file) => {
      const res = await call(`/feeds/${file}`);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: 'not_found', message: 'No feed at this address' });
    },
  );

  it('lists the indexed jobs while the provider cannot be reached: no feed asks it', async () => {
    const res = await call('/feeds/interior-design.xml', { env: { JOBS_API_URL: 'http://127.0.0.1:1/api' } });
    expect(res.status).toBe(200);
    expect(items(await res.text()).length).toBeGreaterThan(0);
  });
});

describe('category page head', () => {
  it.each([
    ['/remote-graphic-design-jobs', 'graphic-design'],
    ['/remote-ui-ux-design-jobs', 'ux-ui-design'],
    ['/piping-design-jobs-remote', 'piping-design'],
  ])('%s links its feed as rel=alternate', async (path, slug) => {
    const html = await (await call(path)).text();
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${env.PUBLIC_ORIGIN}/feeds/${slug}\\.xml">`),
    );
    expect((await call(`/feeds/${slug}.xml`)).status).toBe(200);
  });
});
