import { allHtml, remoteWorker } from '@rdj/shared/edge';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from '@rdj/router';
import { loadJobsPage } from '../src/page-data/load';
import JobsRoutes from '../src/routes';

/**
 * The job board's pages rendered at the edge from the same components the browser hydrates, with the data each
 * page shows (read from the gateway's API), which also goes into the page so the browser does not ask again.
 */
export default remoteWorker('jobs', async (url, api, form) => {
  const { status, page } = await loadJobsPage(url, api, form);
  const stream = await renderToReadableStream(
    <StaticRouter location={url.pathname + url.search}>
      <JobsRoutes page={page} />
    </StaticRouter>,
  );
  return { status, html: await allHtml(stream), data: page };
});
