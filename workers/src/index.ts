import { drainBodies } from '@rdj/shared/edge';
import { Hono } from 'hono';
import { admin, generateSitemapAdmin } from './admin';
import { alerts } from './alerts';
import { alertPages } from './link-pages/alert-links';
import { queue as alertsQueue } from './alerts/queue';
import { ingestDeadQueue, ingestDeadQueueName } from './job-index/dead-letters';
import { ingestQueue, ingestQueueName } from './job-index/queue';
import { linkCheckQueue } from './link-checks/queue';
import { linkCheckQueueName } from './link-checks/start';
import { purgeQueue, purgeQueueName } from './purge/zone';
import { indexNowKeyFile } from './search-engines/indexnow';
import { searchEnginesDeadQueueName, searchEnginesQueueName } from './search-engines/messages';
import { searchEnginesDeadQueue, searchEnginesQueue } from './search-engines/queue';
import { auth } from './auth';
import { blog } from './blog';
import { blogImages } from './blog/images';
import { blogFeed } from './blog/feed';
import { companiesApi } from './companies';
import { companyLogos } from './companies/logos';
import { isAssetPath, serveAsset } from './html/assets';
import { servePage } from './html/pages';
import { csrfGuard } from './http/csrf';
import { d1Sessions } from './http/d1-session';
import { handleError, notFound } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { withUsage } from './lib/usage';
import { jobs } from './jobs';
import { forms } from './forms';
import { feeds } from './jobs/feeds';
import { mailEvents } from './alerts/mail-events';
import { newsletter } from './newsletter';
import { pageViews } from './page-views';
import { postings } from './postings';
import { postingLinkPages } from './link-pages/posting-links';
import { redirect } from './redirect';
import { redirectPage } from './redirect/page';
import { reports } from './reports';
import { remoteFiles } from './remotes/bindings';
import { scheduled } from './scheduled';
import { seo } from './seo';
import { robotsTxt } from './robots';
import { sitemapFiles } from './sitemap';

/** Everything under /api: one sub-app per resource. */
export const api = new Hono<{ Bindings: Env }>()
  .use('*', csrfGuard)
  .get('/health', (c) => c.json({ ok: true }))
  .route('/admin', admin)
  .route('/alerts', alerts)
  .route('/auth', auth)
  .route('/blog', blog)
  .route('/companies', companiesApi)
  .route('/generate-sitemap', generateSitemapAdmin)
  .route('/jobs', jobs)
  .route('/mail/events', mailEvents)
  .route('/newsletter', newsletter)
  .route('/page-views', pageViews)
  .route('/postings', postings)
  .route('/redirect', redirect)
  .route('/reports', reports)
  .route('/seo', seo)
  .all('*', notFound);

export const app = new Hono<{ Bindings: Env }>();
app.onError(handleError);
app.notFound(notFound);
app.use('*', securityHeaders);
app.use('*', d1Sessions);
app.route('/api', api);
app.route('/', remoteFiles);
app.route('/', robotsTxt);
app.route('/', indexNowKeyFile);
app.route('/', sitemapFiles);
app.route('/', blogFeed);
app.route('/', feeds);
app.route('/', blogImages);
app.route('/', companyLogos);
app.route('/', forms);
app.route('/', alertPages);
app.route('/', postingLinkPages);
app.route('/', redirectPage);
app.get('*', (c) => (isAssetPath(c.req.path) ? serveAsset(c) : servePage(c)));

/** The queues' consumers, told apart by the queue a batch came from (`[[queues.consumers]]` in wrangler.toml). */
const queue: ExportedHandlerQueueHandler<Env> = (batch, env, ctx) => {
  if (batch.queue === ingestQueueName) return ingestQueue(batch, env);
  if (batch.queue === ingestDeadQueueName) return ingestDeadQueue(batch, env);
  if (batch.queue === purgeQueueName) return purgeQueue(batch, env);
  if (batch.queue === searchEnginesQueueName) return searchEnginesQueue(batch, env);
  if (batch.queue === searchEnginesDeadQueueName) return searchEnginesDeadQueue(batch, env);
  if (batch.queue === linkCheckQueueName) return linkCheckQueue(batch, env);
  return alertsQueue(batch, env, ctx);
};

/**
 * The worker: HTTP requests (every request body read to its end, whatever the route did with it: see
 * `drainBodies`), the cron triggers (scheduled.ts), and the job alerts' queue (alerts/queue.ts), the job index's
 * ingest queue (job-index/queue.ts), its dead letters (job-index/dead-letters.ts), the page cache's purges
 * (purge/zone.ts), the search engines' pings with their dead letters (search-engines/queue.ts) and the apply-link
 * checks (link-checks/queue.ts); the IndexNow key file (search-engines/indexnow.ts). With USAGE_LOG on, each
 * request's D1, KV and page-cache use is logged (lib/usage.ts).
 */
export default { fetch: withUsage(drainBodies(app.fetch)), scheduled, queue } satisfies ExportedHandler<Env>;
