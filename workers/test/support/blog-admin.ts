import type { AdminPost, PostInput } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { adminCaller, type AdminInit } from './auth';

/**
 * Test support for the blog admin: everything goes over HTTP as an admin; only time is moved straight in D1 (a
 * scheduled post made due), and D1 and R2 are read directly to check what a request left behind.
 */

const asBlogAdmin = adminCaller('blog-admin');

/** A request to `/api/admin/blog{path}` as the signed-in admin; an object body is sent as JSON. */
export function asAdmin(path: string, init: AdminInit = {}): Promise<Response> {
  return asBlogAdmin(`/api/admin/blog${path}`, init);
}

export const hour = 3600_000;
export const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

/** A complete form, publishable as it is. */
export function validPost(overrides: Partial<PostInput> = {}): Partial<PostInput> {
  return {
    title: 'Ten Portfolio Tips for Remote Designers',
    excerpt: 'What hiring managers look for first.',
    content: '<h2>Start with outcomes</h2><p>Show the <strong>result</strong>, then the process.</p>',
    featuredImageUrl: '/blog-images/0123456789abcdef0123456789abcdef.png',
    featuredImageAlt: 'A designer at a desk',
    category: 'Portfolio Tips',
    metaTitle: 'Ten Portfolio Tips for Remote Designers',
    metaDescription: 'How to show your work so remote teams hire you.',
    keywords: 'portfolio, remote design',
    canonical: '',
    readTime: 6,
    tags: ['remote-work'],
    status: 'draft',
    scheduledFor: null,
    addToSitemap: true,
    ...overrides,
  };
}

/** Creates a post through `POST /posts` and answers it; throws unless it was created. */
export async function created(overrides: Partial<PostInput> = {}): Promise<AdminPost> {
  const res = await asAdmin('/posts', { method: 'POST', body: validPost(overrides) });
  if (res.status !== 201) throw new Error(`creating the test post failed with ${res.status}: ${await res.text()}`);
  return (await res.json<{ post: AdminPost }>()).post;
}

export async function postOf(res: Response): Promise<AdminPost> {
  return (await res.json<{ post: AdminPost }>()).post;
}

/** Moves a scheduled post's time into the past, as time passing would. */
export async function makeDue(id: string, scheduledFor = new Date(Date.now() - 60_000).toISOString()): Promise<void> {
  await env.DB.prepare('UPDATE blog_posts SET scheduled_for = ? WHERE id = ?').bind(scheduledFor, id).run();
}

/** Everything the blog admin can change: the blog's D1 tables and the image bucket's keys. */
export async function blogState(): Promise<unknown> {
  const rows = (table: string) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1`).all().then((r) => r.results);
  const images = await env.BLOG_IMAGES.list();
  return {
    posts: await rows('blog_posts'),
    categories: await rows('blog_categories'),
    tags: await rows('blog_tags'),
    images: images.objects.map((o) => o.key).sort(),
  };
}
