import { describe, expect, it } from 'vitest';
import { call, errorOf } from '../../test/support/call';
import { app } from '../index';
import { card, asAdmin, seoState } from '../../test/support/seo-admin';

const sitemapFile = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n';

interface Route {
  method: string;
  path: string;
  body?: unknown;
  type?: string;
}

/** Every SEO tools route, each with a request that a session would let through and that would change something. */
const routes: Route[] = [
  { method: 'GET', path: '/api/admin/seo/pages' },
  { method: 'PUT', path: '/api/admin/seo/pages', body: card('/about', { title: 'Defaced', noindex: true }) },
  { method: 'GET', path: '/api/admin/seo/page-seo' },
  { method: 'PATCH', path: '/api/admin/seo/page-seo/1', body: { title: 'Defaced' } },
  { method: 'GET', path: '/api/admin/robots' },
  { method: 'PUT', path: '/api/admin/robots', body: { text: 'User-agent: *\nDisallow: /\n' } },
  { method: 'GET', path: '/api/admin/sitemap' },
  { method: 'POST', path: '/api/admin/sitemap/upload', body: sitemapFile, type: 'application/xml' },
  { method: 'POST', path: '/api/generate-sitemap' },
];

const routeName = (r: Route) => `${r.method} ${r.path.replace(/\/1$/, '/:id{[0-9]{1,15}}')}`;

function send({ method, path, body, type }: Route, headers: Record<string, string>): Promise<Response> {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const contentType: Record<string, string> = body === undefined ? {} : { 'Content-Type': type ?? 'application/json' };
  return call(path, { method, headers: { ...contentType, ...headers }, body: text });
}

const cases = routes.map((route) => [routeName(route), route] as const);
const isSeoRoute = (path: string) => /^\/api\/admin\/(seo|robots|sitemap)(\/|$)/.test(path) || path.startsWith('/api/generate-sitemap');

describe('the SEO tools routes', () => {
  it('are all in the table below, so none is left unchecked', () => {
    const mounted = app.routes.filter((r) => isSeoRoute(r.path) && !r.path.endsWith('*')).map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`);
    expect(new Set(mounted)).toEqual(new Set(cases.map(([name]) => name)));
  });

  it.each(cases)('%s refuses a request without a session with 401 and changes nothing', async (_, route) => {
    const before = await seoState();
    const res = await send(route, {});
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthenticated', message: 'Sign in to continue' });
    expect(await seoState()).toEqual(before);
  });

  it.each(cases)('%s refuses a forged token with 401 and changes nothing', async (_, route) => {
    const before = await seoState();
    const res = await send(route, { Authorization: 'Bearer forged-token-that-no-session-has' });
    expect(res.status).toBe(401);
    expect(await seoState()).toEqual(before);
  });

  it.each(cases.filter(([, route]) => route.method !== 'GET'))('%s refuses a signed-in request from another site with 403 and changes nothing', async (_, route) => {
    const before = await seoState();
    const headers = { Origin: 'https://evil.example', ...(route.type ? { 'Content-Type': route.type } : {}) };
    const res = await asAdmin(route.path, { method: route.method, body: route.body, headers });
    expect(res.status).toBe(403);
    expect(await seoState()).toEqual(before);
  });
});
