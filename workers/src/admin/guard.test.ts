import { describe, expect, it } from 'vitest';
import { app } from '../index';
import { signedInAdmin } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';

/** Every concrete admin route of the real router; middleware entries (paths ending in `*`) are not routes. */
const adminRoutes = app.routes
  .filter((route) => route.path.startsWith('/api/admin') && !route.path.endsWith('*'))
  .map((route) => ({ method: route.method === 'ALL' ? 'GET' : route.method, path: concrete(route.path) }));

/** `/api/admin/posts/:id{[0-9]+}` → `/api/admin/posts/1`: a value that fits the usual id and slug patterns. */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, '1');
}

const cases = adminRoutes.map(({ method, path }) => [`${method} ${path}`, method, path] as const);

describe('admin routes', () => {
  it('exist in the router, so the checks below check something', () => {
    expect(adminRoutes.length, 'no /api/admin route found in app.routes: was the admin sub-app mounted?').toBeGreaterThan(0);
  });

  it.each(cases)('%s refuses a request without a session with 401', async (_, method, path) => {
    const res = await call(path, { method });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthenticated');
  });

  it.each(cases)('%s lets a signed-in request through the guard', async (_, method, path) => {
    const { session } = await signedInAdmin('guard-through');
    const res = await call(path, { method, headers: { Authorization: `Bearer ${session.access_token}` } });
    expect(res.status).not.toBe(401);
  });
});
