/**
 * What a hostile visitor can reach, read from the gateway's own router (`workers/scripts/list-routes.ts`), each
 * route pattern filled in with valid, unknown and malformed values.
 */
import { root, run } from '../lib/proc.mjs';

const uuid = '00000000-0000-4000-8000-000000000000';
/** Values for each route parameter, by its name: a plausible one first, then unknown and malformed ones. */
const samples = {
  id: [uuid, '1', 'x', '%ZZ', '9'.repeat(40)],
  slug: ['no-such-post', '%ZZ', 'a'.repeat(300)],
  name: ['jobs', 'blog', 'admin', 'nope'],
  file: ['graphic-design.xml', 'blog.xml', 'nope.xml', 'sitemap-1.xml', 'x.png', '..%2F..%2Fetc'],
};
const wildcard = ['remoteEntry.js', 'current.json', '20260101000000/assets/x.js', '..%2F..%2Fx'];
const extraPages = [
  '/jobs/' + uuid, '/jobs/%ZZ', '/companies/no-such-company', '/companies/%ZZ', '/postings/manage?token=1.x',
  '/postings/close?token=%ZZ', '/post-job?edit=x', '/blog/no-such-post', '/no-such-page', '/assets/nope.js',
  '/favicon.svg', '/%ZZ',
];

/** `{ routes: [{method, path}], pages: [path] }` from the gateway's router and the site's page list. */
export async function gatewayRoutes() {
  const { out } = await run(`${root}node_modules/.bin/tsx`, ['workers/scripts/list-routes.ts'], { capture: true });
  return JSON.parse(out);
}

/** Every path `pattern` stands for with the samples: `:id{[0-9]+}` takes only the samples its pattern allows. */
function pathsOf(pattern) {
  let paths = [''];
  for (const part of pattern.split('/').slice(1)) {
    const param = /^:(\w+)(?:\{(.+)\})?$/.exec(part);
    let values = [part];
    if (param) {
      const allowed = param[2] ? new RegExp(`^(?:${param[2]})$`) : null;
      values = (samples[param[1]] ?? ['x']).filter((value) => !allowed || allowed.test(value));
      if (values.length === 0) values = ['1'];
    } else if (part === '*') {
      values = wildcard;
    }
    paths = paths.flatMap((path) => values.map((value) => `${path}/${value}`));
  }
  return paths.map((path) => path || '/');
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route with each of its paths, and the pages, as `{ method, path }`. */
export function endpointsOf({ routes, pages }) {
  const endpoints = routes.flatMap(({ method, path }) => pathsOf(path).map((p) => ({ method, path: p })));
  return [...endpoints, ...[...pages, ...extraPages].map((path) => ({ method: 'GET', path }))];
}

/** One path per route that takes a body (its first, plausible sample), and the refresh grant's. */
export function bodyRoutesOf({ routes }) {
  return routes.filter((route) => bodyMethods.has(route.method)).map(({ method, path }) => ({ method, path: pathsOf(path)[0] }));
}

/**
 * One path per route that takes no body: every GET route and page, the refresh grant (the token comes from its
 * cookie) and sign-out.
 */
export function bodylessRoutesOf({ routes, pages }) {
  const gets = routes.filter((route) => route.method === 'GET').map(({ path }) => ({ method: 'GET', path: pathsOf(path)[0] }));
  return [
    ...gets,
    ...pages.map((path) => ({ method: 'GET', path })),
    { method: 'POST', path: '/api/auth/token?grant_type=refresh_token' },
    { method: 'POST', path: '/api/auth/logout' },
  ];
}
