import { errorBody } from '@rdj/shared';
import { Hono } from 'hono';
import { admin } from './admin';
import { isAssetPath, serveAsset, servePage } from './html/pages';
import { handleError } from './http/errors';
import { remotes } from './remotes/pointers';

/** Everything under /api: one sub-app per resource. */
export const api = new Hono<{ Bindings: Env }>()
  .get('/health', (c) => c.json({ ok: true }))
  .route('/admin', admin)
  .all('*', (c) => c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404));

const app = new Hono<{ Bindings: Env }>();
app.onError(handleError);
app.route('/api', api);
app.route('/', remotes);
app.get('*', (c) => (isAssetPath(c.req.path) ? serveAsset(c) : servePage(c)));

export default app;
