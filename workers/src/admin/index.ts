import { Hono } from 'hono';
import { aiAdmin } from '../ai';
import { alertsAdmin } from '../alerts/admin';
import { requireSession } from '../auth/require-session';
import { blogAdmin } from '../blog-admin';
import { companiesAdmin } from '../companies/admin';
import type { AppEnv } from '../http/app-env';
import { linkChecksAdmin } from '../link-checks/admin';
import { pageViewsAdmin } from '../page-views/admin';
import { postingsAdmin } from '../postings/admin';
import { reportsAdmin } from '../reports/admin';
import { robotsAdmin } from '../robots';
import { searchEnginesAdmin } from '../search-engines/admin';
import { seoAdmin } from '../seo-admin';
import { generateSitemap, sitemapAdmin } from '../sitemap';

/**
 * `routes` behind the session guard: the one way an admin route is guarded. The guard is registered before the
 * routes are mounted: Hono runs handlers in registration order, so a route added first would skip it.
 */
function guarded(routes: Hono<AppEnv>): Hono<AppEnv> {
  return new Hono<AppEnv>().use('*', requireSession).route('/', routes);
}

/** Everything under /api/admin. Each admin resource mounts here, behind the session guard. */
export const admin = guarded(
  new Hono<AppEnv>()
    .route('/ai', aiAdmin)
    .route('/alerts', alertsAdmin)
    .route('/blog', blogAdmin)
    .route('/companies', companiesAdmin)
    .route('/job-reports', reportsAdmin)
    .route('/link-checks', linkChecksAdmin)
    .route('/page-views', pageViewsAdmin)
    .route('/postings', postingsAdmin)
    .route('/robots', robotsAdmin)
    .route('/search-engines', searchEnginesAdmin)
    .route('/seo', seoAdmin)
    .route('/sitemap', sitemapAdmin),
);

/** `POST /api/generate-sitemap`: the path of docs/api.md#sitemap, outside /api/admin, behind the same guard as every admin route. */
export const generateSitemapAdmin = guarded(generateSitemap);
