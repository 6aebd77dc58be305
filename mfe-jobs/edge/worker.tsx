import { allHtml, remoteWorker } from '@rdj/shared/edge';
import { renderToReadableStream } from 'react-dom/server';
import { loadJobsPage } from '../src/page-data/load';
import { JobsPages } from '../src/pages';

/**
 * The job board's pages rendered at the edge (docs/pages.md#islands): each whole, from the data its loader read from
 * the gateway's API. The browser hydrates only the pages' islands, which carry their own props.
 */
export default remoteWorker('jobs', async (url, api, form) => {
  const { status, page } = await loadJobsPage(url, api, form);
  const stream = await renderToReadableStream(<JobsPages page={page} />);
  return { status, html: await allHtml(stream) };
});
