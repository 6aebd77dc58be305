import { Hono } from 'hono';
import { aiAdmin } from '../ai';
import { requireSession } from '../auth/require-session';
import { blogAdmin } from '../blog-admin';
import type { AppEnv } from '../http/app-env';
import { pageViewsAdmin } from '../page-views/admin';
import { postingsAdmin } from '../postings/admin';
import { robotsAdmin, seoAdmin, sitemapAdmin } from '../seo-admin';

/** Everything under /api/admin. Each admin resource mounts here, behind the session guard. */
export const admin = new Hono<AppEnv>();
// Registered before any route: Hono runs handlers in registration order, so a route added first would skip the guard.
admin.use('*', requireSession);
admin.route('/ai', aiAdmin);
admin.route('/blog', blogAdmin);
admin.route('/page-views', pageViewsAdmin);
admin.route('/postings', postingsAdmin);
admin.route('/robots', robotsAdmin);
admin.route('/seo', seoAdmin);
admin.route('/sitemap', sitemapAdmin);
