import { allHtml, remoteWorker } from '@rdj/shared/edge';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from '@rdj/router';
import BlogRoutes from '../src/routes';

/** The blog's pages rendered at the edge from the same components the browser hydrates. */
export default remoteWorker('blog', async (url) => {
  const location = url.pathname + url.search;
  const stream = await renderToReadableStream(
    <StaticRouter location={location}>
      <BlogRoutes />
    </StaticRouter>,
  );
  // Until publishing exists, no post can be found: every post page is the spec's "Post not found." (issue 9).
  return { status: url.pathname === '/blog' || url.pathname === '/blog/' ? 200 : 404, html: await allHtml(stream) };
});
