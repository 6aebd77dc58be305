import { categories } from '@rdj/shared';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, approveSubmission } from './support/admin-api';
import { hydrateAllIslands } from './support/islands';
import { type LayoutShifts, watchLayoutShifts } from './support/layout-shift';
import { baseUrl, useBrowser } from './support/platform';
import { sendPosting } from './support/postings';

/**
 * Every public page loads, and hydrates each of its islands, with nothing in the console: an error or a warning (a
 * hydration mismatch, React's `<Navigate>` warning, a failed request) fails the page. The post has a featured image,
 * whose preload once broke hydration.
 */
const browser = useBrowser();
const jobTarget = 'https://jobs.example.com/listing/console-clean';
const paths: Record<string, string> = {};
let postId = '';

/** A post with a featured image uploaded through the API, published: its page has an image preload. */
async function publishedPostWithImage(headers: Record<string, string>): Promise<{ id: string; slug: string }> {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const image = await fetch(`${baseUrl}/api/admin/blog/images`, { method: 'POST', headers: { ...headers, 'Content-Type': 'image/png' }, body: png });
  const { url } = (await image.json()) as { url: string };
  const res = await fetch(`${baseUrl}/api/admin/blog/posts`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: `Console clean ${randomBytes(3).toString('hex')}`,
      content: '<h2>A heading</h2><p>A paragraph.</p>',
      featuredImageUrl: url,
      featuredImageAlt: 'A one-pixel picture',
      readTime: 2,
      status: 'published',
    }),
  });
  expect(res.status).toBe(201);
  const { post } = (await res.json()) as { post: { id: string; slug: string } };
  return post;
}

beforeAll(async () => {
  const headers = await adminHeaders();
  const post = await publishedPostWithImage(headers);
  postId = post.id;
  paths.post = `/blog/${post.slug}`;
  const suffix = randomBytes(4).toString('hex');
  await sendPosting({
    title: `Console Designer ${suffix}`,
    company: 'Console Studio',
    type: 'Full-time',
    category: 'product-design',
    description: 'Keep the console clean.',
    applicationUrl: 'https://studio.example/careers',
    email: 'jobs@studio.example',
  });
  paths.posting = `/jobs/${(await approveSubmission(suffix)).id}`;
  const featured = (await (await fetch(`${baseUrl}/api/jobs/featured`)).json()) as { jobs: { applyHref: string }[] };
  paths.signed = featured.jobs[0]!.applyHref;
  const signed = new URL(paths.signed, baseUrl).searchParams.get('url')!;
  paths.unsigned = `/redirect?url=${encodeURIComponent(signed)}`;
}, 60_000);

afterAll(async () => {
  if (postId) await fetch(`${baseUrl}/api/admin/blog/posts/${postId}`, { method: 'DELETE', headers: await adminHeaders() });
});

/** Opens `path` with every console message, page error and layout shift recorded, and the job sites stubbed. */
async function watched(path: string): Promise<{ page: Page; messages: string[]; layoutShifts: () => Promise<LayoutShifts> }> {
  const messages: string[] = [];
  const page = await browser.newPage({
    // A signed redirect leaves for the job's site: answer it here, as this machine has no way out.
    prepare: (context) => context.route('https://**/*', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Job</title>' })),
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const layoutShifts = await watchLayoutShifts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, messages, layoutShifts };
}

const publicPages = [
  '/',
  ...categories.map((category) => category.path),
  '/post-job',
  '/about',
  '/privacy',
  '/terms',
  '/thank-you',
  '/subscribe',
  '/subscribed',
  '/blog',
];

/** Opens `path` and brings every island of the page to its moment (scrolled into view, touched), then settles. */
async function hydratedEverywhere(path: string): Promise<string[]> {
  const { page, messages } = await watched(path);
  await hydrateAllIslands(page);
  await page.waitForLoadState('networkidle');
  return messages;
}

describe('public pages with a clean console', () => {
  it.each(publicPages)('%s loads, and hydrates each of its islands, with no console error or warning', async (path) => {
    expect(await hydratedEverywhere(path)).toEqual([]);
  });

  it.each(['post', 'posting'])('a %s’s page loads, and hydrates each of its islands, with no console error or warning', async (name) => {
    expect(await hydratedEverywhere(paths[name]!)).toEqual([]);
  });
});

describe('the redirect page in each state, rendered at the edge', () => {
  it.each([
    ['signed', () => paths.signed!, 'Redirecting you to the job posting...'],
    ['unsigned', () => paths.unsigned!, 'Check this link before you go'],
    ['not http(s)', () => `/redirect?url=${encodeURIComponent('javascript:alert(1)')}`, 'This link does not lead to a job posting'],
  ])('%s: its heading in the edge HTML, a clean console and no layout shift', async (_state, pathOf, heading) => {
    const path = pathOf();
    const raw = await (await fetch(new URL(path, baseUrl))).text();
    expect(raw).toContain(`<h1>${heading}</h1>`);
    const { page, messages, layoutShifts } = await watched(path);
    if (!path.includes('&sig=')) expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
    const shifts = await layoutShifts();
    expect(shifts.total, shifts.shifts.join('\n')).toBeLessThanOrEqual(0.01);
    expect(messages).toEqual([]);
  });
});
