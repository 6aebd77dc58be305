import { freshIndex, noAlertStats, noFlaggedLinks, noPageViews, noSearchEnginePings, signedIn, stubFetch, type Handler } from './fetch-stub';
import { renderAdminAt } from './render-admin';

/** What the dashboard asks as it opens, each answered as on a quiet day: one card's test replaces its own. */
const quietDashboard: Record<string, Handler> = {
  'GET /api/auth/user': signedIn,
  'GET /api/admin/page-views?days=30': noPageViews,
  'GET /api/admin/postings?status=pending': { status: 200, body: { submissions: [] } },
  'GET /api/admin/alerts': noAlertStats,
  'GET /api/jobs/freshness': freshIndex,
  'GET /api/admin/search-engines': noSearchEnginePings,
  'GET /api/admin/link-checks': noFlaggedLinks,
};

/** Signs in and opens the dashboard, `handlers` answering in place of the quiet ones. */
export function openDashboardWith(handlers: Record<string, Handler> = {}) {
  const fetchMock = stubFetch({ ...quietDashboard, ...handlers });
  renderAdminAt('/admin/dashboard');
  return fetchMock;
}
