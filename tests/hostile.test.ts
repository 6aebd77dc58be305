import { beforeAll, describe, expect, it } from 'vitest';
import {
  bodyRoutesOf,
  endpointsOf,
  gatewayRoutes,
  probeBodies,
  runMalformed,
  statusOf,
  type Router,
} from '../scripts/probe/hostile.mjs';
import { baseUrl } from './support/platform';

/**
 * A short pass of `npm run probe` against the test platform, so a regression fails CI: every route that takes a
 * body gets each body fault once, every route that takes none gets a body, malformed requests go over every route,
 * and the pages and the API must still answer. The routes come from the gateway's own router.
 */
describe('the platform under hostile requests', () => {
  let router: Router;
  beforeAll(async () => {
    router = await gatewayRoutes();
  }, 60_000);

  it('reads its routes from the gateway, admin, blog admin, SEO and AI routes included', () => {
    const paths = bodyRoutesOf(router).map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/newsletter',
        'POST /api/admin/blog/images',
        'PUT /api/admin/robots',
        'POST /api/admin/ai/generate',
        'POST /api/generate-sitemap',
      ]),
    );
  });

  it('survives every body fault on every route, each followed by a page and the API answering 200', async () => {
    const rows = await probeBodies(baseUrl, router);
    expect(rows.map((row) => row.name)).toEqual([
      '2 MB chunked',
      '2 MB declared, cut off after 256 kB',
      'client abort mid-body (chunked)',
      'JSON that is not an object',
      'a body to a route that takes none',
    ]);
    expect(rows.flatMap((row) => row.failures)).toEqual([]);
  }, 240_000);

  it('answers malformed requests over every route and method without a 5xx from our code', async () => {
    const run = await runMalformed(baseUrl, endpointsOf(router), { total: 600, connections: 12 });
    expect(run.faults).toEqual([]);
    expect(Object.keys(run.byStatus).length).toBeGreaterThan(3);
  }, 120_000);

  it('still serves pages and the API at the end', async () => {
    expect(await statusOf(baseUrl, '/')).toBe(200);
    expect(await statusOf(baseUrl, '/blog')).toBe(200);
    expect(await statusOf(baseUrl, '/api/health')).toBe(200);
  });
});
