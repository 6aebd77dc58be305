import { allHtml, remoteWorker } from '@rdj/shared/edge';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from '@rdj/router';
import { loadBlogPage } from '../src/page-data/load';
import BlogRoutes from '../src/routes';

/** The blog's pages rendered at the edge from the same components the browser hydrates, with the data they show. */
export default remoteWorker('blog', async (url, api) => {
  const { status, page } = await loadBlogPage(url, api);
  const stream = await renderToReadableStream(
    <StaticRouter location={url.pathname + url.search}>
      <BlogRoutes page={page} />
    </StaticRouter>,
  );
  return { status, html: await allHtml(stream), data: page };
});
