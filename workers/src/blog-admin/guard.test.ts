import type { AdminPost, BlogCategory, BlogTag } from '@rdj/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../../test/support/call';
import { app } from '../index';
import { asAdmin, blogState, created, validPost } from '../../test/support/blog-admin';

let post: AdminPost;
let category: BlogCategory;
let tag: BlogTag;

beforeAll(async () => {
  post = await created({ title: 'Guarded post', status: 'published' });
  category = (await (await asAdmin('/categories', { method: 'POST', body: { name: 'Guarded category' } })).json<{ category: BlogCategory }>()).category;
  tag = (await (await asAdmin('/tags', { method: 'POST', body: { name: 'Guarded tag' } })).json<{ tag: BlogTag }>()).tag;
});

const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGMwTjtjnHaGAUIBACS2BZU4w3+7AAAAAElFTkSuQmCC'), (c) => c.charCodeAt(0));

interface Route {
  method: string;
  /** The route as the router names it. */
  route: string;
  path: () => string;
  body?: () => unknown;
}

/** Every blog admin route, each with a request that a session would let through and that would change something. */
const routes: Route[] = [
  { method: 'GET', route: '/posts', path: () => '/posts' },
  { method: 'GET', route: '/posts/:id', path: () => `/posts/${post.id}` },
  { method: 'POST', route: '/posts', path: () => '/posts', body: () => validPost({ title: 'Sneaked in' }) },
  { method: 'PUT', route: '/posts/:id', path: () => `/posts/${post.id}`, body: () => ({ post: validPost({ title: 'Defaced', status: 'published' }), expectedUpdatedAt: post.updatedAt }) },
  { method: 'PUT', route: '/posts/:id/autosave', path: () => `/posts/${post.id}/autosave`, body: () => ({ post: validPost({ title: 'Defaced' }), expectedUpdatedAt: post.updatedAt }) },
  { method: 'PATCH', route: '/posts/:id/content', path: () => `/posts/${post.id}/content`, body: () => ({ title: 'Defaced', content: '<p>x</p>', expectedUpdatedAt: post.updatedAt }) },
  { method: 'DELETE', route: '/posts/:id', path: () => `/posts/${post.id}` },
  { method: 'GET', route: '/categories', path: () => '/categories' },
  { method: 'POST', route: '/categories', path: () => '/categories', body: () => ({ name: 'Sneaked category' }) },
  { method: 'PUT', route: '/categories/:id', path: () => `/categories/${category.id}`, body: () => ({ name: 'Renamed category' }) },
  { method: 'DELETE', route: '/categories/:id', path: () => `/categories/${category.id}` },
  { method: 'GET', route: '/tags', path: () => '/tags' },
  { method: 'POST', route: '/tags', path: () => '/tags', body: () => ({ name: 'Sneaked tag' }) },
  { method: 'PUT', route: '/tags/:id', path: () => `/tags/${tag.id}`, body: () => ({ name: 'Renamed tag' }) },
  { method: 'DELETE', route: '/tags/:id', path: () => `/tags/${tag.id}` },
  { method: 'POST', route: '/images', path: () => '/images', body: () => png },
];

function send({ method, path, body }: Route, headers: Record<string, string>): Promise<Response> {
  const value = body?.();
  const bytes = value instanceof Uint8Array;
  return call(`/api/admin/blog${path()}`, {
    method,
    headers: { ...(value === undefined ? {} : { 'Content-Type': bytes ? 'image/png' : 'application/json' }), ...headers },
    body: value === undefined ? undefined : bytes ? value : JSON.stringify(value),
  });
}

const cases = routes.map((route) => [`${route.method} ${route.route}`, route] as const);

describe('the blog admin routes', () => {
  it('are all in the table below, so none is left unchecked', () => {
    const mounted = app.routes
      .filter((r) => r.path.startsWith('/api/admin/blog/') && !r.path.endsWith('*'))
      .map((r) => `${r.method} ${r.path.replace('/api/admin/blog', '').replace(/\/$/, '')}`);
    expect(new Set(mounted)).toEqual(new Set(cases.map(([name]) => name)));
  });

  it.each(cases)('%s refuses a request without a session with 401 and changes nothing', async (_, route) => {
    const before = await blogState();
    const res = await send(route, {});
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthenticated', message: 'Sign in to continue' });
    expect(await blogState()).toEqual(before);
  });

  it.each(cases)('%s refuses a forged token with 401 and changes nothing', async (_, route) => {
    const before = await blogState();
    const res = await send(route, { Authorization: 'Bearer forged-token-that-no-session-has' });
    expect(res.status).toBe(401);
    expect(await blogState()).toEqual(before);
  });

  it.each(cases.filter(([, route]) => route.method !== 'GET'))('%s refuses a signed-in request from another site with 403 and changes nothing', async (_, route) => {
    const before = await blogState();
    const { method, path, body } = route;
    const value = body?.();
    const res = await asAdmin(path(), { method, body: value, headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await blogState()).toEqual(before);
  });
});
