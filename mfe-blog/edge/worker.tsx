import { allHtml, remoteWorker } from '@rdj/shared/edge';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from '@rdj/router';
import { loadBlogPage } from '../src/page-data/load';
import BlogRoutes from '../src/routes';

/**
 * The blog's pages rendered whole at the edge with the data they show, and their status (503 when the API failed).
 * No data goes into the page: the browser renders none of it and runs only its islands (docs/pages.md#islands).
 */
export default remoteWorker('blog', async (url, api) => {
  const { status, page } = await loadBlogPage(url, api);
  const stream = await renderToReadableStream(
    <StaticRouter location={url.pathname + url.search}>
      <BlogRoutes page={page} />
    </StaticRouter>,
  );
  return { status, html: await allHtml(stream) };
});
