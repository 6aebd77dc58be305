/**
 * Prints the gateway's routes as its Hono router holds them, plus the site's page paths, as JSON: what the probe
 * tries. Run with tsx (`tsx workers/scripts/list-routes.ts`): it imports the worker's own app, so a new route is probed
 * the moment it is mounted, with no list to keep by hand. Typechecked with the worker (workers/tsconfig.json), whose
 * types are the runtime's.
 */
import { pageEntries } from '@rdj/shared';
import { app } from '../src/index';

const routes = new Map<string, { method: string; path: string }>();
for (const { method, path } of app.routes) {
  // `use` middleware and catch-alls register as ALL with a wildcard: they are reached through the routes below.
  if (method === 'ALL' && path.endsWith('*')) continue;
  routes.set(`${method} ${path}`, { method, path });
}
const pages = [...pageEntries.map((page) => page.path), '/admin/login', '/admin', '/admin/blog'];
console.log(JSON.stringify({ routes: [...routes.values()], pages }));
