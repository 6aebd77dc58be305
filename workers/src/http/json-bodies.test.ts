import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, uniqueClient } from '../../test/support/auth';
import { errorOf, origin } from '../../test/support/call';
import { signedWebhook } from '../../test/support/mail-webhook';
import { app } from '../index';

/** Every route that reads a JSON body, as the router names it. */
const jsonRoutes = [
  'POST /api/admin/ai/seo',
  'POST /api/admin/ai/generate',
  'POST /api/admin/ai/modify',
  'POST /api/admin/ai/links',
  'POST /api/admin/blog/posts',
  'PUT /api/admin/blog/posts/:id',
  'PUT /api/admin/blog/posts/:id/autosave',
  'PATCH /api/admin/blog/posts/:id/content',
  'POST /api/admin/blog/categories',
  'PUT /api/admin/blog/categories/:id',
  'POST /api/admin/blog/tags',
  'PUT /api/admin/blog/tags/:id',
  'PUT /api/admin/companies/:slug',
  'POST /api/admin/job-reports/decisions',
  'POST /api/admin/link-checks/decisions',
  'PUT /api/admin/robots',
  'PUT /api/admin/seo/pages',
  'PATCH /api/admin/seo/page-seo/:id{[0-9]{1,15}}',
  'POST /api/alerts',
  'POST /api/auth/token',
  'POST /api/mail/events',
  'POST /api/newsletter',
  'POST /api/page-views',
  'POST /api/postings',
  'POST /api/reports/jobs/:id',
];

/** The other routes that take a request, and what they read instead (each has tests of its own). */
const otherRoutes: Record<string, string> = {
  'DELETE /api/admin/blog/posts/:id': 'nothing',
  'DELETE /api/admin/blog/categories/:id': 'nothing',
  'DELETE /api/admin/blog/tags/:id': 'nothing',
  'POST /api/admin/blog/images': "an image's bytes",
  'PUT /api/admin/companies/:slug/logo': "an image's bytes",
  'DELETE /api/admin/companies/:slug/logo': 'nothing',
  'POST /api/admin/postings/:id/approve': 'nothing',
  'POST /api/admin/postings/:id/reject': 'nothing',
  'POST /api/admin/postings/:id/close': 'nothing',
  'POST /api/admin/sitemap/upload': "a sitemap's XML",
  'POST /api/auth/logout': 'nothing',
  'POST /api/generate-sitemap': 'nothing',
};

/** Top-level JSON values that are not objects. */
const notObjects = ['null', '[]', '[{}]', '42', '"text"', 'true', 'false'];

const asAdmin = adminCaller('json-bodies');

/** `pattern` with each parameter filled in with a value its pattern takes. */
const pathOf = (pattern: string) => pattern.replace(/:slug/g, 'acme').replace(/:id(\{[^}]*\}\})?/g, '1');

/** Rows in every table: what a refused request must leave as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%'").all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of tables.results) counts[name] = (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first<number>('n')) ?? 0;
  return counts;
}

function send(route: string, body: string): Promise<Response> {
  const [method, pattern] = route.split(' ') as [string, string];
  if (pattern === '/api/mail/events') return signedWebhook(body);
  const path = pattern === '/api/auth/token' ? `${pattern}?grant_type=password` : pathOf(pattern);
  const headers = { 'Content-Type': 'application/json', Origin: origin, 'CF-Connecting-IP': uniqueClient() };
  return asAdmin(path, { method, headers, body });
}

describe('JSON bodies', () => {
  // Signs in once before any count is taken: the session is the one row these tests write.
  beforeAll(async () => {
    expect((await asAdmin('/api/auth/user')).status).toBe(200);
  });

  it('names every route of the router that takes a request body, so a new one is checked here too', () => {
    const bodyRoutes = app.routes
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${route.path}`);
    expect([...new Set(bodyRoutes)].sort()).toEqual([...jsonRoutes, ...Object.keys(otherRoutes)].sort());
  });

  it.each(jsonRoutes)('%s answers 400 invalid_input for every top-level value that is not an object, changing nothing', async (route) => {
    const before = await rowCounts();
    for (const body of notObjects) {
      const res = await send(route, body);
      expect({ body, status: res.status, code: (await errorOf(res)).code }).toEqual({ body, status: 400, code: 'invalid_input' });
    }
    expect(await rowCounts()).toEqual(before);
  });
});
